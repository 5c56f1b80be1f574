import { Button } from '@fluentui/react-button';
import { WeatherMoon24Regular, WeatherSunny24Regular } from '@fluentui/react-icons';
import { Tooltip } from '@fluentui/react-tooltip';
import { useThemeMode } from '@hr/session';

/** The header's light/dark switch; its tooltip (and accessible name) says what a click does. */
export function ThemeToggle({ className }: { className?: string }) {
  const [mode, toggle] = useThemeMode();
  const label = mode === 'dark' ? 'Switch to light mode' : 'Switch to dark mode';
  return (
    <Tooltip content={label} relationship="label">
      <Button
        className={className}
        appearance="subtle"
        aria-label={label}
        icon={mode === 'dark' ? <WeatherSunny24Regular /> : <WeatherMoon24Regular />}
        onClick={toggle}
      />
    </Tooltip>
  );
}
