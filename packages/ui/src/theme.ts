/**
 * Themes and layout constants. Kept free of component imports: the login page uses it before
 * any remote loads, so it must stay small (only @fluentui/react-theme).
 */
import { webDarkTheme, webLightTheme, type Theme } from '@fluentui/react-theme';

/** The spec's corner radius (4) applied to both themes. */
const RADIUS = '4px';

/**
 * Fluent's font stack with Devanagari faces before the generic family: Segoe UI and Roboto have
 * no Devanagari, so Hindi and Nepali take Noto Sans Devanagari (Android, Linux), Nirmala UI
 * (Windows) or Kohinoor Devanagari (Apple) instead of whatever the browser picks.
 */
const withDevanagari = (theme: Theme): string =>
  theme.fontFamilyBase.replace(
    /,\s*sans-serif\s*$/,
    ", 'Noto Sans Devanagari', 'Nirmala UI', 'Kohinoor Devanagari', 'Mangal', sans-serif",
  );

const ourTheme = (theme: Theme): Theme => ({
  ...theme,
  borderRadiusMedium: RADIUS,
  fontFamilyBase: withDevanagari(theme),
});

// Each app bundles this module (packages/build/shared.js): the `#__PURE__` calls let webpack drop
// the themes, and Fluent's theme data behind them, from every app that uses only the helpers
// below (a remote's pages use mediaUp, spacing...; only the shell renders the FluentProvider).
export const FONT_FAMILY = /*#__PURE__*/ withDevanagari(webLightTheme);
export const lightTheme: Theme = /*#__PURE__*/ ourTheme(webLightTheme);
export const darkTheme: Theme = /*#__PURE__*/ ourTheme(webDarkTheme);

/** Breakpoints in px (min-width), as in the spec's layouts. */
export const breakpoints = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;
export type Breakpoint = keyof typeof breakpoints;

/** `@media (min-width: 900px)` for `mediaUp('md')`, for makeStyles or styled-components. */
export function mediaUp(bp: Breakpoint): string {
  return `@media (min-width: ${breakpoints[bp]}px)`;
}

/**
 * `@media (max-width: 599.98px)` for `mediaDown('sm')`: below the breakpoint, for styles that only
 * phones get (the .02 keeps the two ranges from overlapping at fractional widths, as MUI does).
 */
export function mediaDown(bp: Breakpoint): string {
  return `@media (max-width: ${breakpoints[bp] - 0.02}px)`;
}

/**
 * Styles that take an element out of sight but leave it to screen readers (a label that gives way
 * on a phone, a live status, the chart's numbers): spread into a makeStyles rule.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** The spacing unit is 8: `spacing(2)` is `'16px'`. */
export const SPACING_UNIT = 8;
export function spacing(n: number): string {
  return `${n * SPACING_UNIT}px`;
}
