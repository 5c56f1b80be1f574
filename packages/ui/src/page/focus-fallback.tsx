import type { ReactNode, RefObject } from 'react';
import { useRestoreFocusTarget } from '@fluentui/react-tabster';

export interface FocusFallbackProps {
  ref: RefObject<HTMLDivElement | null>;
  children: ReactNode;
}

/**
 * Wraps a table whose row buttons open dialogs: when the opening row is gone (deleted), focus
 * lands here. Being a tabster restore target is what makes Fluent lift the aria-hidden it put on
 * the page while the dialog was open; without it the page stayed hidden after a delete.
 */
export function FocusFallback({ ref, children }: FocusFallbackProps) {
  const restoreFocusTarget = useRestoreFocusTarget();
  return (
    <div ref={ref} tabIndex={-1} style={{ outline: 'none' }} {...restoreFocusTarget}>
      {children}
    </div>
  );
}
