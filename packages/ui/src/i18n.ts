import { i18n, registerNamespace, useT } from '@hr/i18n';
import en from './locales/en.json';

/**
 * The UI kit's texts (namespace `ui`): English bundled, Hindi and Nepali a chunk each of whichever
 * app's build provided @hr/ui/i18n (a shared singleton: one copy, registered once). Every family
 * imports it by that specifier, so all of them register and read the one namespace.
 */
void registerNamespace('ui', en, {
  hi: () => import(/* webpackChunkName: "locale-ui-hi" */ './locales/hi.json'),
  ne: () => import(/* webpackChunkName: "locale-ui-ne" */ './locales/ne.json'),
});

/** The `ui` translate function; importing it is what registers the namespace. */
export const useUiT = () => useT('ui');

/** A `ui` text outside a component (helpers called while rendering one that uses `useUiT`). */
export const uiText = (key: string, options?: Record<string, unknown>): string =>
  i18n.t(key, { ns: 'ui', ...options });
