import { useCallback, useEffect, useRef, type RefObject } from 'react';

/**
 * Returns focus to the control that opened a dialog once it closes. Our dialogs open without a
 * DialogTrigger, and Fluent's own restore only kicks in for keyboard users; after a delete the
 * opening button is gone with its row, so focus goes to `fallback` (the panel's add field)
 * instead of the page body.
 */
export function useFocusReturn(fallback: RefObject<HTMLElement | null>, dialogOpen: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  const pending = useRef(false);

  // Runs after every commit; acts on the first one in which the dialog is gone.
  useEffect(() => {
    if (!pending.current || dialogOpen) return;
    pending.current = false;
    const target = opener.current?.isConnected ? opener.current : fallback.current;
    opener.current = null;
    target?.focus();
  });

  /** Call when opening a dialog: remembers the focused control. */
  const remember = useCallback(() => {
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, []);
  /** Call when closing the dialog (saved, deleted or cancelled). */
  const restore = useCallback(() => {
    pending.current = true;
  }, []);

  return { remember, restore };
}
