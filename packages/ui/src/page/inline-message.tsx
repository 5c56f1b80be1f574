import type { ReactNode } from 'react';
import { MessageBar, MessageBarBody, type MessageBarIntent } from '@fluentui/react-message-bar';

export interface InlineMessageProps {
  intent?: MessageBarIntent;
  children: ReactNode;
  className?: string;
}

/**
 * An error or warning inside a form or dialog. Errors and warnings take role 'alert' so they
 * are announced and findable by role; other intents keep Fluent's 'group'.
 */
export function InlineMessage({ intent = 'error', children, className }: InlineMessageProps) {
  const alert = intent === 'error' || intent === 'warning';
  return (
    <MessageBar
      intent={intent}
      layout="multiline"
      className={className}
      {...(alert && { role: 'alert' })}
    >
      <MessageBarBody>{children}</MessageBarBody>
    </MessageBar>
  );
}
