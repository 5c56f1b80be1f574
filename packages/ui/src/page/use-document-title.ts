import { useEffect } from 'react';
import { uiText } from '@hr/ui/i18n';

export const APP_TITLE = 'Household Registry';

/** Sets the tab title to `${title} · Household Registry` (in the active language; pass a translated title). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · ${uiText('appTitle')}`;
  }, [title]);
}
