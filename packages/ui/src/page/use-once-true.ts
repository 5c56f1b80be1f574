import { useState } from 'react';

/**
 * True from the first render where `value` was true on: a lazy dialog is mounted from its first
 * opening and stays mounted, so that it closes (and opens again) like any other dialog.
 */
export function useOnceTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen || value;
}
