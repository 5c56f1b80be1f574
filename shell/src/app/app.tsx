import { FluentProvider } from '@fluentui/react-provider';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { darkTheme, lightTheme } from '@hr/ui/theme';
import { useThemeMode } from '@hr/session';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app-routes';

const useStyles = makeStyles({
  root: {
    minHeight: '100%',
    height: '100%',
    backgroundColor: tokens.colorNeutralBackground2,
    color: tokens.colorNeutralForeground1,
  },
});

/** The one FluentProvider of the product: every remote renders inside it. */
export function ThemedRoot({ children }: { children: React.ReactNode }) {
  const [mode] = useThemeMode();
  const styles = useStyles();
  return (
    <FluentProvider theme={mode === 'dark' ? darkTheme : lightTheme} className={styles.root}>
      {children}
    </FluentProvider>
  );
}

export function App() {
  return (
    <ThemedRoot>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </ThemedRoot>
  );
}
