import { useCallback, useEffect, useRef, useState } from 'react';
import type { Religion } from '@hr/contracts';
import { errorMessage } from '@hr/api';
import { getReligions } from '../features/religions/api/get-religions';

export type LookupsState = {
  /** null until the first load succeeds. */
  religions: Religion[] | null;
  error: string | undefined;
  /** Fetches the list again; never throws (a failure lands in `error`). */
  reload: () => Promise<void>;
  /** Shows the spinner again and reloads (the error state's Retry). */
  retry: () => void;
};

export function useLookups(): LookupsState {
  const [religions, setReligions] = useState<Religion[] | null>(null);
  const [error, setError] = useState<string>();
  // Only the latest request may write: a slow early reply must not overwrite a newer list.
  const latest = useRef(0);

  const reload = useCallback(async () => {
    const request = ++latest.current;
    try {
      const list = await getReligions();
      if (request !== latest.current) return;
      setReligions(list);
      setError(undefined);
    } catch (err) {
      if (request !== latest.current) return;
      setError(errorMessage(err, 'Unable to load lookups'));
    }
  }, []);

  const retry = useCallback(() => {
    setError(undefined);
    setReligions(null);
    void reload();
  }, [reload]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { religions, error, reload, retry };
}
