import { readFileSync } from 'node:fs';
import path from 'node:path';
import { darkTheme, FONT_FAMILY, lightTheme } from '@hr/ui/theme';
import en from '../locales/en.json';
import hi from '../locales/hi.json';

// The signed-in pages' static first paint: the inline script of index.html (first-paint.js makes
// it from first-paint-signed-in.js), run here as the build inlines it, on what a returning
// user's browser holds.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { signedInScript } = require('../../first-paint') as { signedInScript(): string };
const script = signedInScript();
const template = readFileSync(path.join(__dirname, '../../public/index.html'), 'utf8');

const MY_PEOPLE = {
  title: { en: 'My People', hi: 'मेरे व्यक्ति', ne: 'मेरा व्यक्तिहरू' },
  subtitle: {
    en: 'Manage and update the households you have registered.',
    hi: 'अपने पंजीकृत परिवारों को देखें और अपडेट करें।',
  },
};
const collector = {
  role: 'user',
  prefixes: ['/user'],
  pages: ['/user/dashboard', '/user/people/:id/edit'],
  sidebar: [],
  headings: {
    '/user/dashboard': MY_PEOPLE,
    '/user/people/:id/edit': { title: { en: 'Edit Person' } },
  },
};
const signedIn = (role: 'admin' | 'user') => ({
  token: 't',
  role,
  admin: role === 'admin' ? { id: 'a', firstName: 'Asha', lastName: 'Rao' } : null,
  user: role === 'user' ? { id: 'u', firstName: 'Priya', lastName: 'Nair' } : null,
  authenticated: true,
});

function paintAt(pathname: string, storage: Record<string, unknown>) {
  localStorage.clear();
  for (const [key, value] of Object.entries(storage)) {
    localStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  window.history.replaceState(null, '', pathname);
  document.title = 'Household Registry';
  document.body.innerHTML = '<div id="root"><div class="fp" aria-hidden="true"></div></div>';
  new Function(script)();
  return document.querySelector<HTMLElement>('#root > .fp')!;
}
const text = (fp: HTMLElement, selector: string) => fp.querySelector(selector)?.textContent;

describe('signed-in static first paint', () => {
  it("paints the layout and the page's heading from the cached descriptors, in English", () => {
    const fp = paintAt('/user/dashboard', {
      'household-registry.auth': signedIn('user'),
      'household-registry.remotes': { remote_collector: collector },
    });
    expect(fp.getAttribute('aria-hidden')).toBe('true');
    expect(fp.lang).toBe('en');
    expect(text(fp, '.fp-header .fp-title')).toBe(en.appTitle);
    expect(text(fp, '.fp-brand')).toBe(en.appTitle);
    expect(text(fp, '.fp-user')).toBe('Priya Nair');
    expect(fp.querySelector<HTMLElement>('.fp-side')!.style.width).toBe('240px');
    expect(text(fp, '.fp-h1')).toBe('My People');
    expect(text(fp, '.fp-subtitle')).toBe(MY_PEOPLE.subtitle.en);
    expect(document.title).toBe(`My People · ${en.appTitle}`);
  });

  it('in the stored language (Hindi), a pattern with a parameter, English where a text has no translation', () => {
    const storage = {
      'household-registry.auth': signedIn('user'),
      'household-registry.remotes': { remote_collector: collector },
      language: 'hi',
    };
    const fp = paintAt('/user/dashboard/', storage);
    expect(fp.lang).toBe('hi');
    expect(text(fp, '.fp-title')).toBe(hi.appTitle);
    expect(text(fp, '.fp-h1')).toBe('मेरे व्यक्ति');
    expect(text(fp, '.fp-subtitle')).toBe(MY_PEOPLE.subtitle.hi);
    expect(document.title).toBe(`मेरे व्यक्ति · ${hi.appTitle}`);

    const edit = paintAt('/user/people/42/edit', storage);
    expect(text(edit, '.fp-h1')).toBe('Edit Person');
    expect(edit.querySelector('.fp-subtitle')).toBeNull();
  });

  it('a stored language we do not have (even an Object property name) counts as none', () => {
    const fp = paintAt('/user/dashboard', {
      'household-registry.auth': signedIn('user'),
      'household-registry.remotes': { remote_collector: collector },
      language: 'constructor',
    });
    expect(fp.lang).toBe('en');
    expect(text(fp, '.fp-title')).toBe(en.appTitle);
  });

  it("without a stored language, the browser's first language we have", () => {
    const languages = jest.spyOn(window.navigator, 'languages', 'get');
    languages.mockReturnValue(['fr-FR', 'ne-NP', 'en']);
    try {
      const fp = paintAt('/user/dashboard', {
        'household-registry.auth': signedIn('user'),
        'household-registry.remotes': { remote_collector: collector },
      });
      expect(fp.lang).toBe('ne');
      expect(text(fp, '.fp-h1')).toBe('मेरा व्यक्तिहरू');
    } finally {
      languages.mockRestore();
    }
  });

  it("the tab title's own text where the remote names one", () => {
    paintAt('/admin/dashboard', {
      'household-registry.auth': signedIn('admin'),
      'household-registry.remotes': {
        remote_admin: {
          role: 'admin',
          headings: {
            '/admin/dashboard': {
              title: { en: 'Welcome back' },
              documentTitle: { en: 'Admin dashboard' },
            },
          },
        },
      },
    });
    expect(document.title).toBe('Admin dashboard · Household Registry');
  });

  it('without a cached heading (first visit, or a page without one): the chrome only', () => {
    const fp = paintAt('/admin/people', { 'household-registry.auth': signedIn('admin') });
    expect(text(fp, '.fp-title')).toBe(en.appTitle);
    expect(fp.querySelector<HTMLElement>('.fp-side')!.style.width).toBe('240px');
    expect(fp.querySelector('.fp-content')!.childElementCount).toBe(0);
    expect(document.title).toBe('Household Registry');
    // Another role's headings are not this page's.
    const other = paintAt('/admin/dashboard', {
      'household-registry.auth': signedIn('admin'),
      'household-registry.remotes': {
        remote_collector: { ...collector, headings: { '/admin/dashboard': MY_PEOPLE } },
      },
    });
    expect(other.querySelector('.fp-h1')).toBeNull();
  });

  it.each([
    ['signed out', '/user/dashboard', {}],
    [
      'a stored session that is not signed in',
      '/user/dashboard',
      { ...signedIn('user'), authenticated: false },
    ],
    ["on the other role's path", '/admin/dashboard', signedIn('user')],
    ['on a login page', '/login/user', signedIn('user')],
  ])('paints nothing %s', (_case, pathname, auth) => {
    const fp = paintAt(pathname, {
      'household-registry.auth': auth,
      'household-registry.remotes': { remote_collector: collector },
    });
    expect(fp.childElementCount).toBe(0);
    expect(fp.className).toBe('fp');
  });

  it('paints nothing and throws nothing over unreadable storage', () => {
    const fp = paintAt('/user/dashboard', {
      'household-registry.auth': '{not json',
      'household-registry.remotes': '[',
    });
    expect(fp.childElementCount).toBe(0);
    const noCache = paintAt('/user/dashboard', {
      'household-registry.auth': signedIn('user'),
      'household-registry.remotes': '{broken',
    });
    expect(noCache.querySelector('.fp-h1')).toBeNull();
    expect(text(noCache, '.fp-title')).toBe(en.appTitle);
  });

  it('a stored text is shown as text, never as markup', () => {
    const hostile = '<img src=x onerror=alert(1)>';
    const fp = paintAt('/user/dashboard', {
      'household-registry.auth': {
        ...signedIn('user'),
        user: { id: 'u', firstName: hostile, lastName: '' },
      },
      'household-registry.remotes': {
        remote_collector: {
          ...collector,
          headings: { '/user/dashboard': { title: { en: hostile }, subtitle: { en: hostile } } },
        },
      },
    });
    expect(text(fp, '.fp-h1')).toBe(hostile);
    expect(text(fp, '.fp-subtitle')).toBe(hostile);
    expect(text(fp, '.fp-user')).toBe(hostile);
    expect(fp.querySelector('img')).toBeNull();
  });

  it('is in the template, and its stored theme applies before the shell runs', () => {
    expect(template).toContain('<script><%= htmlWebpackPlugin.options.signedInScript %></script>');
    delete document.documentElement.dataset.theme;
    paintAt('/login/admin', { 'household-registry.theme': 'dark' });
    expect(document.documentElement.dataset.theme).toBe('dark');
    delete document.documentElement.dataset.theme;
  });

  it.each([
    ['light', lightTheme, /:root \{([^}]*)\}/],
    ['dark', darkTheme, /:root\[data-theme='dark'\] \{([^}]*)\}/],
  ] as const)(
    "the layout's %s colours and the theme's font stack (Devanagari included)",
    (_n, theme, block) => {
      const css = block.exec(template)?.[1] ?? '';
      expect(css).toContain(`--fp-fg2: ${theme.colorNeutralForeground2};`);
      expect(css).toContain(`--fp-stroke2: ${theme.colorNeutralStroke2};`);
      expect(template).toContain(`font-family: ${FONT_FAMILY};`);
    },
  );
});
