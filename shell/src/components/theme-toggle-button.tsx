import { Button } from '@fluentui/react-button';
import { WeatherMoon24Regular, WeatherSunny24Regular } from '@fluentui/react-icons';
import { shellT, useShellT } from '../i18n';
import { useThemeMode } from '@hr/session';
import { forwardRef, type HTMLAttributes } from 'react';

/** What a click on the light/dark switch does, for its name and its tooltip (active language). */
export function themeToggleLabel(mode: 'light' | 'dark'): string {
  return shellT(mode === 'dark' ? 'theme.toLight' : 'theme.toDark');
}

/**
 * The light/dark switch itself. The login page shows it with the native `title` as its tooltip:
 * Fluent's Tooltip (and its positioning library) would weigh on the one page with a size budget.
 */
export const ThemeToggleButton = forwardRef<
  HTMLButtonElement,
  // The rest: what a wrapping Tooltip adds (its pointer and focus handlers, aria-describedby).
  Omit<HTMLAttributes<HTMLButtonElement>, 'onClick' | 'title'> & { nativeTooltip?: boolean }
>(function ThemeToggleButton({ nativeTooltip, ...rest }, ref) {
  const [mode, toggle] = useThemeMode();
  useShellT(); // renders again on a language switch
  const label = themeToggleLabel(mode);
  return (
    <Button
      {...rest}
      ref={ref}
      appearance="subtle"
      aria-label={label}
      title={nativeTooltip ? label : undefined}
      icon={mode === 'dark' ? <WeatherSunny24Regular /> : <WeatherMoon24Regular />}
      onClick={toggle}
    />
  );
});
