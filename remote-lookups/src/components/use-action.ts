import { useCallback, useRef, useState } from 'react';
import { errorMessage } from '@hr/api';

/**
 * Runs one change against the server at a time and keeps its busy flag and error message
 * (the server's message, or the fallback of spec section 8).
 */
export function useAction(fallback: string) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  // A ref as well as state: a double click must not send twice before the re-render lands.
  const running = useRef(false);

  const run = useCallback(
    async (work: () => Promise<void>): Promise<boolean> => {
      if (running.current) return false;
      running.current = true;
      setBusy(true);
      setError(undefined);
      try {
        await work();
        return true;
      } catch (err) {
        setError(errorMessage(err, fallback));
        return false;
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [fallback],
  );
  const clearError = useCallback(() => setError(undefined), []);

  return { busy, error, run, clearError };
}
