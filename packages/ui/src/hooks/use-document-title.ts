import { useEffect } from 'react';

export const APP_TITLE = 'Household Registry';

/** Sets the tab title to `${title} · Household Registry` while the page is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · ${APP_TITLE}`;
  }, [title]);
}
