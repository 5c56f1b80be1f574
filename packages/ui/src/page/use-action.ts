import { useCallback, useRef, useState } from 'react';
import { errorMessage } from '@hr/api';

export interface Action {
  busy: boolean;
  /** The last failed run's error: the server's message, or the caller's fallback when it sent none. */
  error: string | undefined;
  /** What the last failed run threw (for `serverErrorField`: which field the message is about). */
  cause: unknown;
  /**
   * Runs `work`; resolves true on success, false after recording the error. While a run is
   * under way another call sends nothing and resolves false.
   */
  run(work: () => Promise<unknown>, fallback: string): Promise<boolean>;
  /** Forgets the last error (e.g. once the user edits the field again). */
  clearError(): void;
}

/** Busy flag and error text of one create, update or delete, for a form or dialog. */
export function useAction(): Action {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [cause, setCause] = useState<unknown>();
  // A ref as well as state: a double click must not send twice before the re-render lands.
  const running = useRef(false);

  const run = useCallback(async (work: () => Promise<unknown>, fallback: string) => {
    if (running.current) return false;
    running.current = true;
    setBusy(true);
    setError(undefined);
    setCause(undefined);
    try {
      await work();
      return true;
    } catch (err) {
      setError(errorMessage(err, fallback));
      setCause(err);
      return false;
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);

  const clearError = useCallback(() => {
    setError(undefined);
    setCause(undefined);
  }, []);

  return { busy, error, cause, run, clearError };
}
