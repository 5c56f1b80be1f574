import { Button } from '@fluentui/react-button';
import { Field } from '@fluentui/react-field';
import { Input } from '@fluentui/react-input';
import type { AdminSession } from '@hr/contracts';
import { useEffect, useRef, useState } from 'react';
import { useShellT } from '@shell/i18n';
import { addPasskey } from '../api/mfa-requests';
import { messageOf } from './message-of';
import { useMfaStyles } from './mfa-styles';
import { RecoveryCodes } from './recovery-codes';
import { TotpEnrolment } from './totp-enrolment';

/**
 * MFA_REQUIRED=office and no factor yet: the sign-in enrols one (with the set-up challenge, which
 * opens nothing else) and completes when it is confirmed; the recovery codes are shown before
 * the dashboard opens.
 */
export default function SetupStep({
  challenge,
  onSignedIn,
  onRestart,
}: {
  challenge: string;
  onSignedIn(session: AdminSession): void;
  onRestart(message: string): void;
}) {
  const t = useShellT();
  const styles = useMfaStyles();
  const [done, setDone] = useState<{ session: AdminSession; codes?: string[] } | null>(null);
  const [name, setName] = useState(t('mfa.passkeys.defaultName'));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [done]);

  const finish = (result: {
    token?: string;
    admin?: AdminSession['admin'];
    recoveryCodes?: string[];
  }) => {
    if (!result.token || !result.admin) {
      onRestart(t('mfa.setup.signInAgain'));
      return;
    }
    const session = { token: result.token, admin: result.admin };
    if (result.recoveryCodes) setDone({ session, codes: result.recoveryCodes });
    else onSignedIn(session);
  };

  async function passkey() {
    setBusy(true);
    setError(null);
    try {
      finish(await addPasskey(name.trim() || t('mfa.passkeys.defaultName'), challenge));
    } catch (e) {
      setError(await messageOf(e, t('mfa.passkeys.failed')));
      setBusy(false);
    }
  }

  if (done) {
    return (
      <div className={styles.stack}>
        <h2 ref={heading} tabIndex={-1} className={styles.heading}>
          {t('mfa.recovery.heading')}
        </h2>
        {done.codes && <RecoveryCodes codes={done.codes} />}
        <Button appearance="primary" onClick={() => onSignedIn(done.session)}>
          {t('mfa.recovery.continue')}
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.stack}>
      <h2 ref={heading} tabIndex={-1} className={styles.heading}>
        {t('mfa.setup.heading')}
      </h2>
      <p className={styles.text}>{t('mfa.setup.intro')}</p>
      <h3 className={styles.subheading}>{t('mfa.totp.heading')}</h3>
      <TotpEnrolment bearer={challenge} onConfirmed={finish} />
      <h3 className={styles.subheading}>{t('mfa.passkeys.heading')}</h3>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <Field label={t('mfa.passkeys.name')}>
        <Input value={name} maxLength={100} onChange={(_, d) => setName(d.value)} />
      </Field>
      <Button disabled={busy} onClick={() => void passkey()}>
        {t('mfa.passkeys.add')}
      </Button>
    </div>
  );
}
