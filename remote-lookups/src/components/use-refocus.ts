import { useEffect, useRef, type RefObject } from 'react';

/**
 * After a delete the button that opened the dialog is gone, and Fluent's focus restore would
 * fall back to an older button or the page body. `request()` moves focus to `target` once the
 * dialog has unmounted (the effect runs after that commit, before the restore kicks in).
 */
export function useRefocus(target: RefObject<HTMLElement | null>, dialogOpen: boolean) {
  const pending = useRef(false);
  useEffect(() => {
    if (pending.current && !dialogOpen) {
      pending.current = false;
      target.current?.focus();
    }
  });
  return () => {
    pending.current = true;
  };
}
