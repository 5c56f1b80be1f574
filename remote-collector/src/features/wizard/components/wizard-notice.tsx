import { Button } from '@fluentui/react-button';
import { MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-message-bar';
import { useTouchStyles } from '@hr/ui/page';
import { useCollectorT } from '@collector/i18n';
import { useLanguage } from '@hr/i18n';
import { ACTION_LABELS, type Notice } from '../utils/restore-draft';

/** The wizard's one message line: a step's result, an error, or a restored draft. */
export function WizardNotice({ notice, onAction }: { notice: Notice; onAction(): void }) {
  const touch = useTouchStyles();
  const t = useCollectorT();
  const [language] = useLanguage();
  const english = language === 'en';
  const text = notice.key && !(english && notice.text) ? t(notice.key) : notice.text;
  const alert = notice.intent === 'error' || notice.intent === 'warning';
  return (
    <MessageBar intent={notice.intent} layout="multiline" {...(alert && { role: 'alert' })}>
      <MessageBarBody>{text}</MessageBarBody>
      {notice.action && (
        <MessageBarActions>
          <Button className={touch.control} onClick={onAction}>
            {t(ACTION_LABELS[notice.action])}
          </Button>
        </MessageBarActions>
      )}
    </MessageBar>
  );
}
