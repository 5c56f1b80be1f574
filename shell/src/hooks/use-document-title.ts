import { useEffect } from 'react';

export const APP_TITLE = 'Household Registry';

/** `${title} · Household Registry` (the same format as @hr/ui's, which the login page must not import). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · ${APP_TITLE}`;
  }, [title]);
}
