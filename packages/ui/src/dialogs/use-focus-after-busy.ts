import { useEffect, useRef, type RefObject } from 'react';

/**
 * A dialog disables its buttons while its action runs, which drops the focus out of the dialog
 * (Fluent's focus restorer sends it to the control that opened the dialog): Escape then stops
 * closing the dialog and keyboard users lose their place. When the action ends with the dialog
 * still open (it failed), the focus goes back to `target` unless it is already in the dialog.
 */
export function useFocusAfterBusy<T extends HTMLElement>(busy: boolean): RefObject<T | null> {
  const target = useRef<T | null>(null);
  const wasBusy = useRef(busy);
  useEffect(() => {
    const ended = wasBusy.current && !busy;
    wasBusy.current = busy;
    if (!ended || !target.current?.isConnected) return;
    const dialog = target.current.closest('[role="dialog"], [role="alertdialog"]');
    if (!dialog?.contains(document.activeElement)) target.current.focus();
  }, [busy]);
  return target;
}
