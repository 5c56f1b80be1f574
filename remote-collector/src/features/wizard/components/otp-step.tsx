import { useState, type FormEvent } from 'react';
import { Button } from '@fluentui/react-button';
import { Field } from '@fluentui/react-field';
import { Input } from '@fluentui/react-input';
import { Text } from '@fluentui/react-text';
import { useTouchStyles } from '@hr/ui/page';
import { formatTypedPhone } from '@hr/ui/phone';
import { formatNumber } from '@hr/i18n';
import { useCollectorT } from '@collector/i18n';

interface OtpStepProps {
  phone: string;
  code: string;
  secondsLeft: number;
  verifying: boolean;
  resending: boolean;
  onCodeChange(code: string): void;
  onVerify(): void;
  onResend(): void;
  onEditPhone(): void;
}

export function OtpStep(props: OtpStepProps) {
  const { phone, code, secondsLeft, verifying, resending } = props;
  const touch = useTouchStyles();
  const t = useCollectorT();
  const [error, setError] = useState<string | null>(null);
  const busy = verifying || resending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) {
      setError(t('otpStep.codeRequired'));
      return;
    }
    setError(null);
    props.onVerify();
  };

  return (
    <form className={touch.page} onSubmit={submit} noValidate>
      <Text>{t('otpStep.sentTo', { phone: formatTypedPhone(phone) })}</Text>
      <Field
        className={touch.shortField}
        label={t('otpStep.label')}
        validationMessage={error ?? undefined}
      >
        <Input
          className={touch.control}
          required
          value={code}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          maxLength={6}
          disabled={verifying}
          onChange={(_, data) => {
            // Digits only: a pasted SMS line or spaces typed on a phone keypad are cleaned up.
            const digits = data.value.replace(/\D/g, '').slice(0, 6);
            props.onCodeChange(digits);
            if (error && digits.length === 6) setError(null);
          }}
        />
      </Field>
      <div className={touch.actions}>
        <Button className={touch.control} appearance="primary" type="submit" disabled={busy}>
          {verifying ? t('otpStep.verifying') : t('otpStep.verify')}
        </Button>
        <Button
          className={touch.control}
          type="button"
          disabled={secondsLeft > 0 || busy}
          onClick={props.onResend}
        >
          {secondsLeft > 0
            ? t('otpStep.resendIn', { seconds: formatNumber(secondsLeft) })
            : t('otpStep.resend')}
        </Button>
        <Button
          className={touch.control}
          appearance="subtle"
          type="button"
          disabled={busy}
          onClick={props.onEditPhone}
        >
          {t('otpStep.editPhone')}
        </Button>
      </div>
    </form>
  );
}
