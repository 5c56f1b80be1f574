import { Button } from '@fluentui/react-button';
import { Field } from '@fluentui/react-field';
import { Input } from '@fluentui/react-input';
import type { TotpConfirmResponse, TotpSetupResponse } from '@hr/contracts';
import { useState, type FormEvent } from 'react';
import { useShellT } from '@shell/i18n';
import { confirmTotp, setUpTotp } from '../api/mfa-requests';
import { messageOf } from './message-of';
import { useMfaStyles } from './mfa-styles';

/**
 * Enrolling an authenticator app: a new key as a QR code and as text, then a code from the app
 * confirms it. `bearer`: the set-up challenge of a sign-in that must enrol first.
 */
export function TotpEnrolment({
  bearer,
  onConfirmed,
}: {
  bearer?: string;
  onConfirmed(result: TotpConfirmResponse): void;
}) {
  const t = useShellT();
  const styles = useMfaStyles();
  const [setup, setSetup] = useState<TotpSetupResponse | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function start() {
    setBusy(true);
    setError(null);
    try {
      setSetup(await setUpTotp(bearer));
    } catch (e) {
      setError(await messageOf(e, t('mfa.failed')));
    }
    setBusy(false);
  }

  async function confirm(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      onConfirmed(await confirmTotp(code.trim(), bearer));
    } catch (e) {
      setError(await messageOf(e, t('mfa.failed')));
      setBusy(false);
    }
  }

  if (!setup) {
    return (
      <div className={styles.stack}>
        {error && (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        )}
        <Button appearance="primary" disabled={busy} onClick={() => void start()}>
          {t('mfa.totp.start')}
        </Button>
      </div>
    );
  }
  return (
    <form className={styles.stack} onSubmit={(e) => void confirm(e)}>
      <p className={styles.text}>{t('mfa.totp.scan')}</p>
      {/* The server's SVG (qrcode library): only rects and paths, no script. */}
      <div
        className={styles.qr}
        role="img"
        aria-label={t('mfa.totp.qrLabel')}
        dangerouslySetInnerHTML={{ __html: setup.qrSvg }}
      />
      <p className={styles.text}>
        {t('mfa.totp.key')}: <code className={styles.key}>{setup.secret}</code>
      </p>
      <Field label={t('mfa.verify.code')} validationMessage={error ?? undefined}>
        <Input
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={6}
          value={code}
          onChange={(_, d) => setCode(d.value)}
        />
      </Field>
      <Button appearance="primary" type="submit" disabled={busy || code.trim().length < 6}>
        {t('mfa.totp.confirm')}
      </Button>
    </form>
  );
}
