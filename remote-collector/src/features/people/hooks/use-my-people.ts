import { useCallback, useEffect, useRef, useState } from 'react';
import type { Person } from '@hr/contracts';
import { errorMessage } from '@hr/api';
import { getMyPeople } from '../api/get-my-people';

/** The collector's list, fetched whole (search, sort and paging happen on the client). */
export function useMyPeople() {
  const [people, setPeople] = useState<Person[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(0);

  const reload = useCallback(async () => {
    const id = ++latest.current;
    setLoading(true);
    setError(null);
    try {
      const list = await getMyPeople();
      if (id === latest.current) setPeople(list);
    } catch (err) {
      if (id === latest.current) setError(errorMessage(err, 'Failed to load your people list'));
    } finally {
      if (id === latest.current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    void reload();
    return () => void (latest.current += 1);
  }, [reload]);

  return { people, loading, error, reload };
}
