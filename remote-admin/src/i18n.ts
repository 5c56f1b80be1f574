import { i18n, registerNamespace, useT } from '@hr/i18n';
import en from './locales/en.json';

/**
 * This remote's texts (namespace `admin`), served from its own origin: English bundled, Hindi
 * and Nepali each a chunk of this remote, fetched only in that language.
 */
export const adminTextsReady = registerNamespace('admin', en, {
  hi: () => import(/* webpackChunkName: "locale-admin-hi" */ './locales/hi.json'),
  ne: () => import(/* webpackChunkName: "locale-admin-ne" */ './locales/ne.json'),
});

/** The `admin` translate function; importing it is what registers the namespace. */
export const useAdminT = () => useT('admin');

/**
 * An `admin` text outside a component (column headers, labels of a module-level map), read while
 * a component that uses `useAdminT` renders, so a language switch renders it again.
 */
export const adminText = (key: string, options?: Record<string, unknown>): string =>
  i18n.t(key, { ns: 'admin', ...options });
