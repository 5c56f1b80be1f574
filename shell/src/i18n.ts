import type * as I18n from '@hr/i18n';
import { initialLanguage, type Language } from '@hr/i18n/languages';
import { useSyncExternalStore } from 'react';
import en from './locales/en.json';

// The shell's texts (namespace `shell`). The login page has a size budget (bench/budget.mjs) that
// i18next does not fit in: in English the shell reads its own en.json, and @hr/i18n (i18next) is
// loaded only when another language is chosen or stored, or once signed in (the layouts load it).
// Once loaded, every text comes from the one shared i18next instance.

type I18nModule = typeof I18n;
let loaded: I18nModule | null = null;
let loading: Promise<I18nModule> | null = null;
let version = 0;
const listeners = new Set<() => void>();
const changed = () => {
  version += 1;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => version;

/** Loads @hr/i18n and registers the shell's texts (Hindi and Nepali: a chunk each), once. */
export function loadI18n(): Promise<I18nModule> {
  loading ??= import('@hr/i18n').then(async (mod) => {
    await mod.registerNamespace('shell', en, {
      hi: () => import(/* webpackChunkName: "locale-shell-hi" */ './locales/hi.json'),
      ne: () => import(/* webpackChunkName: "locale-shell-ne" */ './locales/ne.json'),
    });
    mod.i18n.on('languageChanged', changed);
    // Only the shell's own texts matter here: every remote adds its namespace as it loads, and a
    // change re-renders every shell component at once, outside any transition.
    mod.i18n.store.on('added', (_language: string, ns: string) => {
      if (ns === 'shell') changed();
    });
    loaded = mod;
    // In English the texts were en.json already (the same as i18next now has): nothing to redraw.
    if (mod.currentLanguage() !== 'en') changed();
    return mod;
  });
  return loading;
}

// A stored or browser language other than English: fetch its texts at once.
if (initialLanguage() !== 'en') void loadI18n();

const lookUp = (key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);

function english(key: string, options?: Record<string, unknown>): string {
  // A count picks `key_one` or `key_other`, as i18next does.
  const count = options?.count;
  const text =
    typeof count === 'number' && lookUp(key) === undefined
      ? lookUp(`${key}_${new Intl.PluralRules('en').select(count)}`)
      : lookUp(key);
  if (typeof text !== 'string') return key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(options?.[name] ?? ''));
}

/** A shell text in the active language (outside components: called while one renders). */
export function shellT(key: string, options?: Record<string, unknown>): string {
  return loaded ? loaded.i18n.t(key, { ns: 'shell', ...options }) : english(key, options);
}

/** The shell's translate function; the component renders again when the language changes. */
export function useShellT(): typeof shellT {
  useSyncExternalStore(subscribe, snapshot, snapshot);
  return shellT;
}

/** The active language and the switch (loads @hr/i18n first when it is not there yet). */
export function useShellLanguage(): [Language, (language: Language) => Promise<void>] {
  useSyncExternalStore(subscribe, snapshot, snapshot);
  const language = loaded ? loaded.currentLanguage() : 'en';
  return [language, async (next) => (await loadI18n()).setLanguage(next)];
}
