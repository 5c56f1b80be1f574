// Test helper (not a test): renders inside the FluentProvider the shell provides in the app.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { FluentProvider } from '@fluentui/react-provider';
import { NotifyToaster } from '@hr/ui/feedback';
import { lightTheme } from '@hr/ui/theme';

export function renderWithTheme(ui: ReactElement) {
  return render(ui, {
    wrapper: ({ children }) => (
      <FluentProvider theme={lightTheme}>
        {children}
        <NotifyToaster />
      </FluentProvider>
    ),
  });
}
