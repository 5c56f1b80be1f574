import { useCallback, useEffect, useRef } from 'react';

/**
 * Puts focus back on the control that opened a dialog once the dialog is gone, or on
 * `fallbackRef` (a tabIndex=-1 wrapper) when that control went with its row. Besides helping
 * keyboard users, the programmatic focus is what makes Fluent's modalizer (tabster) lift the
 * aria-hidden it put on the page: the dialog's Save/Delete button is disabled while busy, which
 * drops focus to the body, and without a new focus the page stayed hidden after the dialog closed.
 */
export function useFocusReturn(dialogOpen: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  const fallbackRef = useRef<HTMLDivElement | null>(null);
  const pending = useRef(false);

  useEffect(() => {
    if (dialogOpen) {
      pending.current = true;
      return;
    }
    if (!pending.current) return;
    pending.current = false;
    const target = opener.current?.isConnected ? opener.current : fallbackRef.current;
    opener.current = null;
    target?.focus();
  }, [dialogOpen]);

  /** Call just before opening a dialog. */
  const remember = useCallback(() => {
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, []);

  return { remember, fallbackRef };
}
