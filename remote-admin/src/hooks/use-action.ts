import { useCallback, useState } from 'react';
import { errorMessage } from '@hr/api';

export interface Action {
  busy: boolean;
  /** The server's message or the fallback of the last failed run. */
  error: string | undefined;
  /** Runs `fn`; resolves true on success, false after recording the error. */
  run(fn: () => Promise<unknown>, fallback: string): Promise<boolean>;
  reset(): void;
}

/** Busy flag and error text of one create, update or delete, for a form or dialog. */
export function useAction(): Action {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();

  const run = useCallback(async (fn: () => Promise<unknown>, fallback: string) => {
    setBusy(true);
    setError(undefined);
    try {
      await fn();
      return true;
    } catch (err) {
      setError(errorMessage(err, fallback));
      return false;
    } finally {
      setBusy(false);
    }
  }, []);

  const reset = useCallback(() => {
    setBusy(false);
    setError(undefined);
  }, []);

  return { busy, error, run, reset };
}
