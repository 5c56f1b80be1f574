import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '@fluentui/react-button';
import { Field } from '@fluentui/react-field';
import { Input } from '@fluentui/react-input';
import { useTouchStyles } from '@hr/ui/page';
import { phoneHint } from '@hr/ui/phone';
import { useCollectorT } from '@collector/i18n';

interface PhoneStepProps {
  phone: string;
  busy: boolean;
  /** The server's message about the phone ('phone is not a valid phone number'). */
  serverError?: string;
  onPhoneChange(phone: string): void;
  onSend(): void;
}

export function PhoneStep({ phone, busy, serverError, onPhoneChange, onSend }: PhoneStepProps) {
  const touch = useTouchStyles();
  const t = useCollectorT();
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const shown = error ?? serverError;
  // A refused phone takes the focus, so the collector corrects it at once.
  useEffect(() => {
    if (serverError && !busy) input.current?.focus();
  }, [serverError, busy]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!phone.trim()) {
      setError(t('phoneStep.required'));
      input.current?.focus();
      return;
    }
    setError(null);
    onSend();
  };

  return (
    <form className={touch.page} onSubmit={submit} noValidate>
      <Field
        className={touch.shortField}
        label={t('phoneStep.label')}
        hint={phoneHint()}
        validationMessage={shown}
      >
        <Input
          ref={input}
          className={touch.control}
          required
          type="tel"
          inputMode="tel"
          autoComplete="off"
          value={phone}
          disabled={busy}
          onChange={(_, data) => {
            onPhoneChange(data.value);
            if (data.value.trim()) setError(null);
          }}
        />
      </Field>
      <div className={touch.actions}>
        <Button className={touch.control} appearance="primary" type="submit" disabled={busy}>
          {busy ? t('phoneStep.sending') : t('phoneStep.send')}
        </Button>
      </div>
    </form>
  );
}
