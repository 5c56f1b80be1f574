import { Button } from '@fluentui/react-button';
import { Field } from '@fluentui/react-field';
import { Input } from '@fluentui/react-input';
import type { AdminSession, MfaMethod } from '@hr/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useShellT } from '@shell/i18n';
import { verifyCode, verifyPasskey } from '../api/mfa-requests';
import { messageOf } from './message-of';
import { useMfaStyles } from './mfa-styles';

/**
 * "Verify it's you": the sign-in's second step after the password. A passkey, a 6-digit code
 * from the authenticator app (numeric keyboard, the browser's one-time-code autofill) or a
 * recovery code. A challenge that expired or took 5 wrong codes sends back to the password.
 */
export default function VerifyStep({
  challenge,
  methods,
  onSignedIn,
  onRestart,
}: {
  challenge: string;
  methods: MfaMethod[];
  onSignedIn(session: AdminSession): void;
  onRestart(message: string): void;
}) {
  const t = useShellT();
  const styles = useMfaStyles();
  const [recovery, setRecovery] = useState(!methods.includes('totp'));
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const fail = async (e: unknown, fallback: string) => {
    const message = await messageOf(e, fallback);
    const { isAxiosError } = await import('axios');
    // 401: the challenge is over (expired, used, or void after 5 wrong codes).
    if (isAxiosError(e) && e.response?.status === 401) onRestart(message);
    else {
      setError(message);
      setBusy(false);
    }
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!code.trim()) return;
    setBusy(true);
    setError(null);
    try {
      onSignedIn(await verifyCode(challenge, code.trim()));
    } catch (e) {
      setCode('');
      await fail(e, t('login.failed'));
    }
  }

  async function passkey() {
    setBusy(true);
    setError(null);
    try {
      onSignedIn(await verifyPasskey(challenge));
    } catch (e) {
      await fail(e, t('mfa.verify.passkeyFailed'));
    }
  }

  const label = recovery ? t('mfa.verify.recoveryCode') : t('mfa.verify.code');
  return (
    <div className={styles.stack}>
      <h2 ref={heading} tabIndex={-1} className={styles.heading}>
        {t('mfa.verify.heading')}
      </h2>
      <p className={styles.text}>{t('mfa.verify.intro')}</p>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      {methods.includes('passkey') && (
        <Button appearance="primary" disabled={busy} onClick={() => void passkey()}>
          {t('mfa.verify.usePasskey')}
        </Button>
      )}
      <form className={styles.stack} onSubmit={(e) => void submit(e)} noValidate>
        <Field label={label}>
          {recovery ? (
            <Input
              key="recovery"
              name="recovery-code"
              autoComplete="off"
              value={code}
              onChange={(_, d) => setCode(d.value)}
            />
          ) : (
            <Input
              key="code"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              maxLength={6}
              value={code}
              onChange={(_, d) => setCode(d.value.replace(/\D/g, ''))}
            />
          )}
        </Field>
        <Button
          appearance={methods.includes('passkey') ? 'secondary' : 'primary'}
          type="submit"
          disabled={busy}
        >
          {t('mfa.verify.submit')}
        </Button>
      </form>
      {methods.includes('totp') && (
        <button
          type="button"
          className={styles.link}
          onClick={() => {
            setRecovery(!recovery);
            setCode('');
          }}
        >
          {recovery ? t('mfa.verify.useCode') : t('mfa.verify.useRecovery')}
        </button>
      )}
    </div>
  );
}
