import { MessageBar, MessageBarBody } from '@fluentui/react-message-bar';

/** Loaded on demand: most visits to the login page show no message. */
export default function LoginAlert({
  intent,
  message,
}: {
  intent: 'warning' | 'error';
  message: string;
}) {
  return (
    <MessageBar intent={intent} role={intent === 'error' ? 'alert' : 'status'}>
      <MessageBarBody>{message}</MessageBarBody>
    </MessageBar>
  );
}
