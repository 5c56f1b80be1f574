import { useState, type FormEvent } from 'react';
import { Button } from '@fluentui/react-button';
import { Field } from '@fluentui/react-field';
import { Input } from '@fluentui/react-input';
import { phoneHint, useTouchStyles } from '@hr/ui';

interface PhoneStepProps {
  phone: string;
  busy: boolean;
  onPhoneChange(phone: string): void;
  onSend(): void;
}

export function PhoneStep({ phone, busy, onPhoneChange, onSend }: PhoneStepProps) {
  const touch = useTouchStyles();
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!phone.trim()) {
      setError('Phone number is required');
      return;
    }
    setError(null);
    onSend();
  };

  return (
    <form className={touch.page} onSubmit={submit} noValidate>
      <Field label="Person Phone Number" hint={phoneHint()} validationMessage={error ?? undefined}>
        <Input
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
          {busy ? 'Sending...' : 'Send OTP'}
        </Button>
      </div>
    </form>
  );
}
