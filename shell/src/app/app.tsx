import { FluentProvider } from '@fluentui/react-provider';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { darkTheme, lightTheme } from '@hr/ui/theme';
import { useThemeMode } from '@hr/session';
import { BrowserRouter } from 'react-router';
import { federationCatalog, type RemoteCatalog } from '../federation/catalog';
import { RemoteCatalogContext } from '../federation/catalog-context';
import { AppRoutes } from './app-routes';
// The shell's texts (and @hr/i18n at once when the language is not English).
import '../i18n';

const useStyles = makeStyles({
  page: {
    minHeight: '100vh',
    backgroundColor: tokens.colorNeutralBackground2,
    color: tokens.colorNeutralForeground1,
  },
});

/**
 * The one FluentProvider of the product: every remote renders inside it. The page styles sit on
 * an inner element because Fluent copies the provider's own classes onto every portal (tooltips,
 * dialogs): a full-height provider would make each tooltip's portal cover the page.
 */
export function ThemedRoot({ children }: { children: React.ReactNode }) {
  const [mode] = useThemeMode();
  const styles = useStyles();
  return (
    <FluentProvider theme={mode === 'dark' ? darkTheme : lightTheme}>
      <div className={styles.page}>{children}</div>
    </FluentProvider>
  );
}

/** `catalog`: where the remotes come from (the federation run time unless a test gives its own). */
export function App({ catalog = federationCatalog }: { catalog?: RemoteCatalog }) {
  return (
    <ThemedRoot>
      <RemoteCatalogContext.Provider value={catalog}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </RemoteCatalogContext.Provider>
    </ThemedRoot>
  );
}
