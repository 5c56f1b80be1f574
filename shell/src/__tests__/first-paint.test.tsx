import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen } from '@testing-library/react';
import { darkTheme, lightTheme } from '@hr/ui/theme';
import copy from '../../first-paint.json';
import { openAt, resetSession, screenWidth } from './support/app';

// The static first paint of the login pages (public/index.html, first-paint.js) is a copy made
// before any script runs: it must say what the real page says, in the themes' own colours.
const template = readFileSync(path.join(__dirname, '../../public/index.html'), 'utf8');

beforeEach(() => {
  resetSession();
  screenWidth(412);
});

describe('static first paint', () => {
  it.each(['admin', 'user'] as const)(
    '/login/%s: the copy shows the texts of the real card',
    async (role) => {
      openAt(`/login/${role}`);
      expect(await screen.findByRole('heading', { name: copy[role].heading })).toBeInTheDocument();
      expect(screen.getByLabelText(copy[role].identifierLabel)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: copy[role].switchText })).toBeInTheDocument();
      expect(screen.getByText('Household Registry')).toBeInTheDocument();
    },
  );

  it('follows the system dark theme with the same colours as a stored dark choice', () => {
    const system = /:root:not\(\[data-theme='light'\]\) \{([^}]*)\}/.exec(template)?.[1];
    const stored = /:root\[data-theme='dark'\] \{([^}]*)\}/.exec(template)?.[1];
    expect(system?.replace(/\s+/g, ' ').trim()).toBe(stored?.replace(/\s+/g, ' ').trim());
  });

  it.each([
    ['light', lightTheme, /:root \{([^}]*)\}/],
    ['dark', darkTheme, /:root\[data-theme='dark'\] \{([^}]*)\}/],
  ] as const)('uses the %s theme colours', (_name, theme, block) => {
    const css = block.exec(template)?.[1] ?? '';
    expect(css).toContain(`--fp-bg: ${theme.colorNeutralBackground2};`);
    expect(css).toContain(`--fp-card: ${theme.colorNeutralBackground1};`);
    expect(css).toContain(`--fp-fg: ${theme.colorNeutralForeground1};`);
    expect(css).toContain(`--fp-fg3: ${theme.colorNeutralForeground3};`);
    expect(css).toContain(`--fp-stroke: ${theme.colorNeutralStroke1};`);
    expect(css).toContain(`--fp-stroke-strong: ${theme.colorNeutralStrokeAccessible};`);
    expect(css).toContain(`--fp-brand: ${theme.colorBrandBackground};`);
    expect(css).toContain(`--fp-link: ${theme.colorBrandForegroundLink};`);
    expect(css).toContain(`--fp-shadow: ${theme.shadow16};`);
  });
});
