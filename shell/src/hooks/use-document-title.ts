import { shellT } from '../i18n';
import { useEffect } from 'react';

export const APP_TITLE = 'Household Registry';

/**
 * `${title} · Household Registry` in the active language (the same format as @hr/ui/page's, which the
 * login page must not import). Callers pass a translated title, so a switch sets it again.
 */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · ${shellT('appTitle')}`;
  }, [title]);
}
