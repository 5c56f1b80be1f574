import { useCallback, useEffect, useRef, useState } from 'react';
import { getReligions } from '@hr/api';
import type { Religion } from '@hr/contracts';

export interface UseReligionsResult {
  religions: Religion[];
  loading: boolean;
  /** The raw failure; turn it into text with errorMessage(error, 'Unable to load religions'). */
  error: unknown;
  reload(): void;
}

/** The religion and caste lookups, fetched fresh on mount (admins may have just edited them). */
export function useReligions(): UseReligionsResult {
  const [religions, setReligions] = useState<Religion[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<unknown>(null);
  // Only the latest request may write state: a slow earlier answer must not overwrite it.
  const latest = useRef(0);

  const load = useCallback(() => {
    const request = ++latest.current;
    setLoading(true);
    setError(null);
    getReligions().then(
      (list) => {
        if (request !== latest.current) return;
        setReligions(list);
        setLoading(false);
      },
      (err: unknown) => {
        if (request !== latest.current) return;
        setError(err);
        setLoading(false);
      },
    );
  }, []);

  useEffect(() => {
    load();
    // Unmounting invalidates the request in flight.
    return () => {
      latest.current += 1;
    };
  }, [load]);

  return { religions, loading, error, reload: load };
}
