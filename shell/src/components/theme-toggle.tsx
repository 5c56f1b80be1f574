import { Tooltip } from '@fluentui/react-tooltip';
import { useShellT } from '../i18n';
import { useThemeMode } from '@hr/session';
import { themeToggleLabel, ThemeToggleButton } from './theme-toggle-button';

/** The header's light/dark switch; its tooltip (and accessible name) says what a click does. */
export function ThemeToggle({ className }: { className?: string }) {
  const [mode] = useThemeMode();
  useShellT(); // renders again on a language switch
  return (
    <Tooltip content={themeToggleLabel(mode)} relationship="label">
      <ThemeToggleButton className={className} />
    </Tooltip>
  );
}
