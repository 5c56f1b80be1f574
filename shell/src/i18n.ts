import { registerNamespace } from '@hr/i18n';
import en from './locales/en.json';

/** The shell's texts (namespace `shell`): English bundled, Hindi and Nepali each their own chunk. */
export const shellTextsReady = registerNamespace('shell', en, {
  hi: () => import(/* webpackChunkName: "locale-shell-hi" */ './locales/hi.json'),
  ne: () => import(/* webpackChunkName: "locale-shell-ne" */ './locales/ne.json'),
});
