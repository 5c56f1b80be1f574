import { useCallback, useEffect, useRef, useState } from 'react';

export interface RemoteData<T> {
  data: T | undefined;
  /** The raw error of the last load, if it failed (turn it into text with `errorMessage`). */
  error: unknown;
  loading: boolean;
  /**
   * Fetches again; the data already shown stays on screen meanwhile. Resolves once the answer
   * is in the state (never rejects: a failure lands in `error`).
   */
  reload(): Promise<void>;
}

/**
 * Loads `load()` on mount and on `reload()`. Only the latest call may update the state, so a
 * slow earlier answer cannot overwrite a newer one. `load` must be stable (module-level or
 * memoised), or every render would fetch again.
 */
export function useRemoteData<T>(load: () => Promise<T>): RemoteData<T> {
  const [state, setState] = useState<{ data?: T; error?: unknown; loading: boolean }>({
    loading: true,
  });
  const latest = useRef(0);

  const reload = useCallback(() => {
    const call = ++latest.current;
    setState((s) => ({ data: s.data, loading: true }));
    return load().then(
      (data) => {
        if (call === latest.current) setState({ data, loading: false });
      },
      (error: unknown) => {
        if (call === latest.current) setState((s) => ({ data: s.data, error, loading: false }));
      },
    );
  }, [load]);

  useEffect(() => {
    reload();
    const calls = latest; // a counter, not a DOM node: reading it at clean-up is the point
    return () => {
      // Ignore answers that arrive after unmount.
      calls.current++;
    };
  }, [reload]);

  return { data: state.data, error: state.error, loading: state.loading, reload };
}
