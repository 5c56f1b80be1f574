import { atom, useAtom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { useCallback } from 'react';

export type ThemeMode = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'household-registry.theme';

function systemMode(): ThemeMode {
  try {
    return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

// Local storage holds the bare word 'light' or 'dark' (the product's stored format), not JSON.
const storage = {
  // Nothing stored yet: follow the system preference as it is when the theme is first read.
  getItem: (key: string, _initialValue: ThemeMode): ThemeMode => {
    try {
      const stored = localStorage.getItem(key);
      return stored === 'light' || stored === 'dark' ? stored : systemMode();
    } catch {
      return systemMode();
    }
  },
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
