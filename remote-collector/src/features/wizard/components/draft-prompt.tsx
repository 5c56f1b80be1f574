import { Button } from '@fluentui/react-button';
import { MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-message-bar';
import { formatReaderDate } from '@hr/i18n';
import { useTouchStyles } from '@hr/ui/page';
import { formatTypedPhone } from '@hr/ui/phone';
import { useCollectorT } from '@collector/i18n';
import type { WizardDraft } from '../utils/wizard-draft';

/** '10:42' today, 'Nov 26, 10:42' on another day; a 24-hour clock in every language. */
function savedWhen(savedAt: number, now = new Date()): string {
  const saved = new Date(savedAt);
  const today = saved.toDateString() === now.toDateString();
  return formatReaderDate(saved, {
    ...(!today && { month: 'short', day: 'numeric' }),
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
}

interface DraftPromptProps {
  draft: WizardDraft;
  onContinue(): void;
  onDiscard(): void;
}

/**
 * Add Person opened with a household left unfinished (at any step, the duplicate warning
 * included): says so, with when and which phone, and lets the collector take it up or drop it.
 */
export function DraftPrompt({ draft, onContinue, onDiscard }: DraftPromptProps) {
  const touch = useTouchStyles();
  const t = useCollectorT();
  const time = savedWhen(draft.savedAt ?? Date.now());
  const phone = draft.phone.trim();
  return (
    <MessageBar intent="info" layout="multiline">
      <MessageBarBody>
        {phone
          ? t('notice.unfinished', { time, phone: formatTypedPhone(phone) })
          : t('notice.unfinishedNoPhone', { time })}
      </MessageBarBody>
      <MessageBarActions>
        <Button className={touch.control} appearance="primary" onClick={onContinue}>
          {t('notice.continue')}
        </Button>
        <Button className={touch.control} onClick={onDiscard}>
          {t('notice.discard')}
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}
