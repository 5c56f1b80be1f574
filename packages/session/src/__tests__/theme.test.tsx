import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';

type SessionModule = typeof import('../index');

/**
 * A fresh copy of the package and of jotai's default store, as after a page reload. React stays
 * the one instance the test renders with (a second React would break the hooks).
 */
function reload(): SessionModule {
  let mod!: SessionModule;
  jest.isolateModules(() => {
    jest.doMock('react', () => React);
    // A fresh module registry needs require: import() would be hoisted out of isolateModules.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    mod = require('../index') as SessionModule;
  });
  return mod;
}

/** The system's colour preference as jsdom lacks it: settable, telling its listeners of a change. */
let systemListeners = new Set<() => void>();
function preferDark(dark: boolean) {
  const listeners = new Set<() => void>();
  systemListeners = listeners;
  window.matchMedia = ((query: string) => ({
    matches: dark && query.includes('dark'),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: (_type: string, listener: () => void) => void listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => void listeners.delete(listener),
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}

/** The system switches its preference while the page is open. */
function systemTurns(dark: boolean) {
  const listeners = systemListeners;
  preferDark(dark);
  systemListeners = listeners;
  act(() => listeners.forEach((listener) => listener()));
}

function ThemeSwitch({ mod }: { mod: SessionModule }) {
  const [mode, toggle] = mod.useThemeMode();
  return (
    <button type="button" onClick={toggle}>
      {mode}
    </button>
  );
}

beforeEach(() => localStorage.clear());

describe('theme', () => {
  it('defaults to the system preference when nothing is stored', () => {
    preferDark(true);
    const dark = reload();
    render(<ThemeSwitch mod={dark} />);
    expect(screen.getByRole('button')).toHaveTextContent('dark');
  });

  it('saves the choice as light or dark and keeps it after a reload, whatever the system says', async () => {
    preferDark(false);
    const first = reload();
    const { unmount } = render(<ThemeSwitch mod={first} />);
    expect(screen.getByRole('button')).toHaveTextContent('light');
    await userEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('dark');
    expect(localStorage.getItem(first.THEME_STORAGE_KEY)).toBe('dark');
    unmount();

    const second = reload();
    render(<ThemeSwitch mod={second} />);
    expect(screen.getByRole('button')).toHaveTextContent('dark');
  });
});

describe('theme, while the page is open', () => {
  it('follows the system preference when no choice is stored', () => {
    preferDark(false);
    const mod = reload();
    render(<ThemeSwitch mod={mod} />);
    expect(screen.getByRole('button')).toHaveTextContent('light');
    systemTurns(true);
    expect(screen.getByRole('button')).toHaveTextContent('dark');
    systemTurns(false);
    expect(screen.getByRole('button')).toHaveTextContent('light');
  });

  it('keeps a stored choice when the system changes', async () => {
    preferDark(false);
    const mod = reload();
    render(<ThemeSwitch mod={mod} />);
    await userEvent.click(screen.getByRole('button'));
    await userEvent.click(screen.getByRole('button'));
    expect(localStorage.getItem(mod.THEME_STORAGE_KEY)).toBe('light');
    systemTurns(true);
    expect(screen.getByRole('button')).toHaveTextContent('light');
  });

  it("shows a choice made in another tab (the browser's storage event)", () => {
    preferDark(false);
    const mod = reload();
    render(<ThemeSwitch mod={mod} />);
    localStorage.setItem(mod.THEME_STORAGE_KEY, 'dark');
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', { key: mod.THEME_STORAGE_KEY, newValue: 'dark' }),
      );
    });
    expect(screen.getByRole('button')).toHaveTextContent('dark');
  });
});

describe('session', () => {
  const profile = {
    id: '7',
    firstName: 'Asha',
    lastName: 'Admin',
    email: 'a@example.org',
    phone: '+919800000001',
  };

  function SignInButton({ mod }: { mod: SessionModule }) {
    const signIn = mod.useSignIn();
    const session = mod.useSession();
    return (
      <button type="button" onClick={() => signIn('admin', 'tok', profile)}>
        {session.authenticated ? `${session.role} ${session.admin?.firstName}` : 'signed out'}
      </button>
    );
  }

  it('is stored under household-registry.auth and rehydrated after a reload', async () => {
    const first = reload();
    const { unmount } = render(<SignInButton mod={first} />);
    expect(screen.getByRole('button')).toHaveTextContent('signed out');
    await userEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('admin Asha');
    expect(JSON.parse(localStorage.getItem('household-registry.auth') ?? '{}')).toEqual({
      token: 'tok',
      role: 'admin',
      admin: profile,
      user: null,
      authenticated: true,
    });
    unmount();

    const second = reload();
    expect(second.getSession()).toMatchObject({ token: 'tok', role: 'admin', authenticated: true });
  });

  it('treats an unreadable stored session as signed out', () => {
    localStorage.setItem('household-registry.auth', '{not json');
    expect(reload().getSession()).toEqual(reload().signedOut);
    localStorage.setItem('household-registry.auth', JSON.stringify({ token: 'x', role: 'root' }));
    expect(reload().getSession().authenticated).toBe(false);
  });

  it('clearSession signs out and tells the onSignOut listeners', () => {
    const mod = reload();
    const listener = jest.fn();
    const stop = mod.onSignOut(listener);
    act(() => mod.clearSession());
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    act(() => mod.clearSession());
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
