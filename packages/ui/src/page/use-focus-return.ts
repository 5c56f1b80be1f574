import { useCallback, useEffect, useRef, type RefObject } from 'react';

export interface FocusReturn<T extends HTMLElement> {
  /** Call just before opening a dialog: remembers the focused control. */
  remember(): void;
  /** Where focus goes when the opener went away with its row (the `fallback` given, or a ref to attach). */
  fallbackRef: RefObject<T | null>;
}

/**
 * Puts focus back on the control that opened a dialog once the dialog is gone, or on the
 * fallback (a tabIndex=-1 wrapper, an add field) when that control went with its row. Our
 * dialogs open without a DialogTrigger, so Fluent restores focus only for keyboard users. Besides
 * helping keyboard users, the programmatic focus is what makes Fluent's modalizer (tabster) lift
 * the aria-hidden it put on the page: the dialog's Save/Delete button is disabled while busy,
 * which drops focus to the body, and without a new focus the page stayed hidden after the close.
 */
export function useFocusReturn<T extends HTMLElement = HTMLDivElement>(
  dialogOpen: boolean,
  fallback?: RefObject<T | null>,
): FocusReturn<T> {
  const opener = useRef<HTMLElement | null>(null);
  const ownFallback = useRef<T | null>(null);
  const fallbackRef = fallback ?? ownFallback;
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
  }, [dialogOpen, fallbackRef]);

  const remember = useCallback(() => {
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, []);

  return { remember, fallbackRef };
}
