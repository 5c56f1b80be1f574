import { Button } from '@fluentui/react-button';
import { MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-message-bar';
import { useUiT } from '@hr/ui/i18n';

export interface ErrorStateProps {
  message: string;
  onRetry(): void;
}

/** A failed page load: the error (the server's message, or the page's fallback) with a 'Retry' button. */
export function ErrorState({ message, onRetry }: ErrorStateProps) {
  const t = useUiT();
  return (
    <MessageBar intent="error" layout="multiline" role="alert">
      <MessageBarBody>{message}</MessageBarBody>
      <MessageBarActions>
        <Button onClick={onRetry}>{t('common.retry')}</Button>
      </MessageBarActions>
    </MessageBar>
  );
}
