import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { OptionalPart } from '@hr/ui/page';
import { NOTIFY_EVENT, waitingToasts } from './queue';

/** How long after the page is shown the toaster's code loads when no toast asked for it. */
const WARM_UP_DELAY_MS = 5000;

/**
 * Rendered once, by whoever owns the page (the shell's signed-in layout, a remote's standalone
 * page, the tests' render helper). Fluent's toaster (and its motion and portal code) is not part
 * of a page's first screen: it loads with the first toast, or a few seconds after the page, and
 * then shows every toast raised meanwhile. Fluent announces each through its own aria-live region.
 */
export function NotifyToaster() {
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  // Each toast tries a toaster that failed to load again (OptionalPart).
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let loading = false;
    let live = true;
    const load = () => {
      setAttempt((n) => n + 1);
      if (loading) return;
      loading = true;
      import('./toaster').then(
        (module) => live && setToaster(() => module.LoadedToaster),
        // Offline before it was ever loaded: the next toast asks again.
        () => void (loading = false),
      );
    };
    window.addEventListener(NOTIFY_EVENT, load);
    const timer = window.setTimeout(load, WARM_UP_DELAY_MS);
    if (waitingToasts.length) load();
    return () => {
      live = false;
      window.removeEventListener(NOTIFY_EVENT, load);
      window.clearTimeout(timer);
    };
  }, []);
  return Toaster ? (
    <OptionalPart attempt={attempt}>
      <Toaster />
    </OptionalPart>
  ) : null;
}

/** `notify('User created')`: a success toast after a create, save or delete. */
export function useNotify(): (text: string) => void {
  return useCallback((text: string) => {
    waitingToasts.push(text);
    window.dispatchEvent(new Event(NOTIFY_EVENT));
  }, []);
}
