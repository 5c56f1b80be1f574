import { useCallback, useState, type RefObject } from 'react';
import { useFocusReturn } from './use-focus-return';

export interface OpenDialog<T> {
  /** What the open dialog shows (e.g. `{ mode: 'edit', user }`), null while none is open. */
  open: T | null;
  /** Opens a dialog (remembering the focused control) or, with null, closes it. */
  setOpen(next: T | null): void;
  close(): void;
  /** For a tabIndex=-1 wrapper around the list: focus lands there when the opener is gone. */
  fallbackRef: RefObject<HTMLDivElement | null>;
}

/** The one open dialog of a list's row actions, with focus returned as `useFocusReturn` does. */
export function useOpenDialog<T>(): OpenDialog<T> {
  const [open, setOpenState] = useState<T | null>(null);
  const { remember, fallbackRef } = useFocusReturn(open !== null);
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
