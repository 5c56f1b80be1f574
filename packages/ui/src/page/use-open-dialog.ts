import { useCallback, useState, type RefObject } from 'react';
import { useFocusReturn } from './use-focus-return';

export interface OpenDialog<T, F extends HTMLElement = HTMLDivElement> {
  /** What the open dialog shows (e.g. `{ mode: 'edit', user }`), null while none is open. */
  open: T | null;
  /** Opens a dialog (remembering the focused control) or, with null, closes it. */
  setOpen(next: T | null): void;
  close(): void;
  /**
   * Where focus lands when the opener is gone: the `fallback` given, or a ref for a tabIndex=-1
   * wrapper around the list.
   */
  fallbackRef: RefObject<F | null>;
}

/** The one open dialog of a list's row actions, with focus returned as `useFocusReturn` does. */
export function useOpenDialog<T, F extends HTMLElement = HTMLDivElement>(
  fallback?: RefObject<F | null>,
): OpenDialog<T, F> {
  const [open, setOpenState] = useState<T | null>(null);
  const { remember, fallbackRef } = useFocusReturn(open !== null, fallback);
  const setOpen = useCallback(
    (next: T | null) => {
      if (next !== null) remember();
      setOpenState(next);
    },
    [remember],
  );
  const close = useCallback(() => setOpen(null), [setOpen]);
  return { open, setOpen, close, fallbackRef };
}
