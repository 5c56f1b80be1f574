import en from './locales/en.json';
import { currentLanguage, i18n, registerNamespace } from './instance';

/**
 * The API's error messages by their catalogue code (namespace `errors`, keys are the codes of
 * packages/contracts/src/errors.ts): every app shows a server error through `serverErrorText`.
 */
void registerNamespace('errors', en, {
  hi: () => import(/* webpackChunkName: "locale-errors-hi" */ './locales/hi.json'),
  ne: () => import(/* webpackChunkName: "locale-errors-ne" */ './locales/ne.json'),
});

/**
 * The text of a server error for the active language: in English the server's own message (it
 * may carry a detail, a field name or seconds to wait); in Hindi or Nepali the translation of its
 * code, or the server's message when the code has none.
 */
export function serverErrorText(code: string | undefined, serverMessage: string): string {
  const language = currentLanguage();
  if (!code || language === 'en') return serverMessage;
  // The active language's own text only: the English default would hide the server's detail.
  const text: unknown = i18n.getResource(language, 'errors', code);
  return typeof text === 'string' && text ? text : serverMessage;
}
