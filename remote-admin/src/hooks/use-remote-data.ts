import { useCallback, useEffect, useRef, useState } from 'react';

export interface RemoteData<T> {
  data: T | undefined;
  /** The raw error of the last load, if it failed (turn it into text with `errorMessage`). */
  error: unknown;
  loading: boolean;
  /** Fetches again; the data already shown stays on screen meanwhile. */
  reload(): void;
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
    load().then(
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
    return () => {
      // Ignore answers that arrive after unmount.
      latest.current++;
    };
  }, [reload]);

  return { data: state.data, error: state.error, loading: state.loading, reload };
}
