import { useState } from 'react';

/**
 * `value` while it is valid, else the last value that was: what a page asks the server for while
 * its filters show an error (From after To), so the last good result stays on screen.
 */
export function useLastValid<T>(value: T, valid: boolean): T {
  const [last, setLast] = useState(value);
  if (valid && last !== value) setLast(value);
  return valid ? value : last;
}
