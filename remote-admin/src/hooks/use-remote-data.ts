import { useCallback, useEffect, useRef, useState } from 'react';

export interface RemoteData<T> {
  data: T | undefined;
  /** The raw error of the last load, if it failed (turn it into text with `errorMessage`). */
  error: unknown;
  loading: boolean;
  /**
   * Fetches again (fresh); the data already shown stays on screen meanwhile. Resolves once the
   * answer is in the state (never rejects: a failure lands in `error`).
   */
  reload(): Promise<void>;
}

/**
 * Loads `load(false)` on mount and `load(true)` on `reload()` (`fresh`: a loader with a cache
 * must ask the server again). `initial` is shown until the first answer arrives. Only the latest
 * call may update the state, so a slow earlier answer cannot overwrite a newer one. `load` must
 * be stable (module-level or memoised), or every render would fetch again.
 */
export function useRemoteData<T>(
  load: (fresh: boolean) => Promise<T>,
  initial?: () => T | undefined,
): RemoteData<T> {
  const [state, setState] = useState<{ data?: T; error?: unknown; loading: boolean }>(() => ({
    data: initial?.(),
    loading: true,
  }));
  const latest = useRef(0);

  const run = useCallback(
    (fresh: boolean) => {
      const call = ++latest.current;
      setState((s) => ({ data: s.data, loading: true }));
      return load(fresh).then(
        (data) => {
          if (call === latest.current) setState({ data, loading: false });
        },
        (error: unknown) => {
          if (call === latest.current) setState((s) => ({ data: s.data, error, loading: false }));
        },
      );
    },
    [load],
  );
  const reload = useCallback(() => run(true), [run]);

  useEffect(() => {
    void run(false);
    const calls = latest; // a counter, not a DOM node: reading it at clean-up is the point
    return () => {
      // Ignore answers that arrive after unmount.
      calls.current++;
    };
  }, [run]);

  return { data: state.data, error: state.error, loading: state.loading, reload };
}
