import { registerNamespace, useT } from '@hr/i18n';
import en from './locales/en.json';

/**
 * This remote's texts (namespace `lookups`), served from its own origin: English bundled, Hindi
 * and Nepali each a chunk of this remote, fetched only in that language.
 */
export const lookupsTextsReady = registerNamespace('lookups', en, {
  hi: () => import(/* webpackChunkName: "locale-lookups-hi" */ './locales/hi.json'),
  ne: () => import(/* webpackChunkName: "locale-lookups-ne" */ './locales/ne.json'),
});

/** The `lookups` translate function; importing it is what registers the namespace. */
export const useLookupsT = () => useT('lookups');
