import { useCallback, useEffect, useState } from 'react';
import type { LoadedRemote } from './catalog';
import { useRemoteCatalog } from './catalog-context';

/** The remotes and their descriptors (null while loading); `reload` asks again (Retry). */
export function useAreaRemotes(): { remotes: LoadedRemote[] | null; reload(): void } {
  const catalog = useRemoteCatalog();
  const [attempt, setAttempt] = useState(0);
  const [remotes, setRemotes] = useState<LoadedRemote[] | null>(null);
  useEffect(() => {
    let current = true;
    void catalog.load().then((loaded) => {
      if (current) setRemotes(loaded);
    });
    return () => {
      current = false;
    };
  }, [catalog, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { remotes, reload };
}
