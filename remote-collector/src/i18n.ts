import { i18n, registerNamespace, useT } from '@hr/i18n';
import en from './locales/en.json';

/**
 * This remote's texts (namespace `collector`), served from its own origin: English bundled, Hindi
 * and Nepali each a chunk of this remote, fetched only in that language.
 */
export const collectorTextsReady = registerNamespace('collector', en, {
  hi: () => import(/* webpackChunkName: "locale-collector-hi" */ './locales/hi.json'),
  ne: () => import(/* webpackChunkName: "locale-collector-ne" */ './locales/ne.json'),
});

/** The `collector` translate function; importing it is what registers the namespace. */
export const useCollectorT = () => useT('collector');

/**
 * A `collector` text outside a component (a check's message), called while a component that
 * uses `useCollectorT` renders, so a language switch renders it again.
 */
export const collectorText = (key: string, options?: Record<string, unknown>): string =>
  i18n.t(key, { ns: 'collector', ...options });
