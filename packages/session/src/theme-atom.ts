import { atom, useAtom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { useCallback } from 'react';

export type ThemeMode = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'household-registry.theme';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function systemMode(): ThemeMode {
  try {
    return window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

function storedMode(key: string): ThemeMode | undefined {
  try {
    const stored = localStorage.getItem(key);
    return stored === 'light' || stored === 'dark' ? stored : undefined;
  } catch {
    return undefined;
  }
}

// Local storage holds the bare word 'light' or 'dark' (the product's stored format), not JSON.
const storage = {
  // Nothing stored yet: follow the system preference as it is when the theme is first read.
  getItem: (key: string, _initialValue: ThemeMode): ThemeMode => storedMode(key) ?? systemMode(),
  setItem: (key: string, value: ThemeMode) => {
    try {
      localStorage.setItem(key, value);
    } catch {
      // private mode or full storage: the choice lasts for this page only
    }
  },
  removeItem: (key: string) => {
    try {
      localStorage.removeItem(key);
    } catch {
      // as above
    }
  },
  // The theme follows, while the page is open, the system's preference when no choice is stored
  // (the phone turning dark at sunset) and a choice made in another tab of the app.
  subscribe: (key: string, callback: (mode: ThemeMode) => void) => {
    const follow = () => callback(storedMode(key) ?? systemMode());
    const onStorage = (event: StorageEvent) => {
      if (event.key === key || event.key === null) follow();
    };
    window.addEventListener('storage', onStorage);
    let system: MediaQueryList | undefined;
    try {
      system = window.matchMedia(DARK_QUERY);
      system.addEventListener('change', follow);
    } catch {
      system = undefined;
    }
    return () => {
      window.removeEventListener('storage', onStorage);
      system?.removeEventListener('change', follow);
    };
  },
};

const storedThemeAtom = atomWithStorage<ThemeMode>(THEME_STORAGE_KEY, 'light', storage, {
  getOnInit: true,
});

/** 'light' or 'dark': saved in localStorage, defaulting to the system preference. */
export const themeAtom = atom(
  (get) => get(storedThemeAtom),
  (_get, set, mode: ThemeMode) => set(storedThemeAtom, mode),
);

export function useThemeMode(): [ThemeMode, () => void] {
  const [mode, setMode] = useAtom(themeAtom);
  const toggle = useCallback(() => setMode(mode === 'dark' ? 'light' : 'dark'), [mode, setMode]);
  return [mode, toggle];
}
