import type { RemoteRole } from '@hr/contracts';
import { startTransition, useCallback, useEffect, useState } from 'react';
import type { LoadedRemote } from './catalog';
import { useRemoteCatalog } from './catalog-context';

/**
 * The remotes and their descriptors for the `role`'s area (null while loading); `reload` asks
 * again (Retry).
 */
export function useAreaRemotes(role: RemoteRole): {
  remotes: LoadedRemote[] | null;
  reload(): void;
} {
  const catalog = useRemoteCatalog();
  const [attempt, setAttempt] = useState(0);
  const [remotes, setRemotes] = useState<LoadedRemote[] | null>(null);
  useEffect(() => {
    let current = true;
    void catalog.load(role).then((loaded) => {
      // The whole area renders from here: a transition yields to the browser while it does.
      if (current) startTransition(() => setRemotes(loaded));
    });
    return () => {
      current = false;
    };
  }, [catalog, role, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { remotes, reload };
}
