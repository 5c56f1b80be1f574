import { Button } from '@fluentui/react-button';
import { Field } from '@fluentui/react-field';
import { Input } from '@fluentui/react-input';
import { queryKeys } from '@hr/api/query';
import { errorMessage } from '@hr/api';
import type { MfaStatus } from '@hr/contracts';
import { formatDate, formatNumber } from '@hr/i18n';
import { ErrorState, LoadingState, PageHeader } from '@hr/ui/page';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDocumentTitle } from '@shell/hooks/use-document-title';
import { useShellT } from '@shell/i18n';
import {
  addPasskey,
  getMfaStatus,
  newRecoveryCodes,
  removePasskey,
  removeTotp,
} from '../api/mfa-requests';
import { useMfaStyles } from './mfa-styles';
import { PasswordDialog } from './password-dialog';
import { RecoveryCodes } from './recovery-codes';
import { TotpEnrolment } from './totp-enrolment';

type Pending =
  { kind: 'totp' } | { kind: 'passkey'; id: string; name: string } | { kind: 'recovery' };

/**
 * /admin/account-security (issue 39): the signed-in office account's second factors. Enrol an
 * authenticator app, add and remove passkeys, make new recovery codes; the codes are shown once,
 * right after they are made.
 */
export default function AccountSecurityPage() {
  const t = useShellT();
  const styles = useMfaStyles();
  useDocumentTitle(t('mfa.page.title'));
  const client = useQueryClient();
  const status = useQuery({ queryKey: queryKeys.mfa.all, queryFn: () => getMfaStatus() });
  const refresh = () => client.invalidateQueries({ queryKey: queryKeys.mfa.all });
  const [codes, setCodes] = useState<string[] | null>(null);
  const [passkeyName, setPasskeyName] = useState(t('mfa.passkeys.defaultName'));
  const [passkeyError, setPasskeyError] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const [dialogError, setDialogError] = useState<string | undefined>();

  async function add() {
    setBusy(true);
    setPasskeyError(null);
    try {
      const result = await addPasskey(passkeyName.trim() || t('mfa.passkeys.defaultName'));
      if (result.recoveryCodes) setCodes(result.recoveryCodes);
      await refresh();
    } catch (e) {
      setPasskeyError(errorMessage(e, t('mfa.passkeys.failed')));
    }
    setBusy(false);
  }

  async function confirmPending(password: string) {
    if (!pending) return;
    setBusy(true);
    setDialogError(undefined);
    try {
      if (pending.kind === 'totp') await removeTotp(password);
      else if (pending.kind === 'passkey') await removePasskey(pending.id, password);
      else setCodes(await newRecoveryCodes(password));
      setPending(null);
      await refresh();
    } catch (e) {
      setDialogError(errorMessage(e, t('mfa.failed')));
    }
    setBusy(false);
  }

  const s: MfaStatus | undefined = status.data;
  return (
    <div className={styles.stack}>
      <PageHeader title={t('mfa.page.title')} subtitle={t('mfa.page.intro')} />
      {status.isPending ? (
        <LoadingState />
      ) : status.isError || !s ? (
        <ErrorState
          message={errorMessage(status.error, t('mfa.failed'))}
          onRetry={() => void status.refetch()}
        />
      ) : (
        <>
          {codes && (
            <section className={styles.section} aria-labelledby="mfa-new-codes">
              <h2 id="mfa-new-codes" className={styles.subheading}>
                {t('mfa.recovery.heading')}
              </h2>
              <RecoveryCodes codes={codes} />
              <Button onClick={() => setCodes(null)}>{t('mfa.recovery.done')}</Button>
            </section>
          )}
          <section className={styles.section} aria-labelledby="mfa-totp">
            <h2 id="mfa-totp" className={styles.subheading}>
              {t('mfa.totp.heading')}
            </h2>
            {s.totp ? (
              <>
                <p className={styles.text}>{t('mfa.totp.enrolled')}</p>
                <Button onClick={() => setPending({ kind: 'totp' })}>{t('mfa.totp.remove')}</Button>
              </>
            ) : (
              <>
                <p className={styles.text}>{t('mfa.totp.notEnrolled')}</p>
                <TotpEnrolment
                  onConfirmed={(result) => {
                    setCodes(result.recoveryCodes);
                    void refresh();
                  }}
                />
              </>
            )}
          </section>
          <section className={styles.section} aria-labelledby="mfa-passkeys">
            <h2 id="mfa-passkeys" className={styles.subheading}>
              {t('mfa.passkeys.heading')}
            </h2>
            {s.passkeys.length === 0 ? (
              <p className={styles.text}>{t('mfa.passkeys.none')}</p>
            ) : (
              <ul className={styles.list}>
                {s.passkeys.map((p) => (
                  <li key={p.id} className={styles.row}>
                    <strong>{p.name}</strong>
                    <span>{t('mfa.passkeys.added', { date: formatDate(p.createdAt) })}</span>
                    <span>
                      {p.lastUsedAt
                        ? t('mfa.passkeys.lastUsed', { date: formatDate(p.lastUsedAt) })
                        : t('mfa.passkeys.neverUsed')}
                    </span>
                    <Button
                      aria-label={t('mfa.passkeys.remove', { name: p.name })}
                      onClick={() => setPending({ kind: 'passkey', id: p.id, name: p.name })}
                    >
                      {t('mfa.passkeys.removeShort')}
                    </Button>
                  </li>
                ))}
              </ul>
            )}
            {passkeyError && (
              <p role="alert" className={styles.error}>
                {passkeyError}
              </p>
            )}
            <Field label={t('mfa.passkeys.name')}>
              <Input
                value={passkeyName}
                maxLength={100}
                onChange={(_, d) => setPasskeyName(d.value)}
              />
            </Field>
            <Button disabled={busy} onClick={() => void add()}>
              {t('mfa.passkeys.add')}
            </Button>
          </section>
          {(s.totp || s.passkeys.length > 0) && (
            <section className={styles.section} aria-labelledby="mfa-recovery">
              <h2 id="mfa-recovery" className={styles.subheading}>
                {t('mfa.recovery.heading')}
              </h2>
              <p className={styles.text}>
                {t('mfa.recovery.left', {
                  count: s.recoveryCodesLeft,
                  n: formatNumber(s.recoveryCodesLeft),
                })}
              </p>
              <Button onClick={() => setPending({ kind: 'recovery' })}>
                {t('mfa.recovery.new')}
              </Button>
            </section>
          )}
        </>
      )}
      <PasswordDialog
        key={pending ? JSON.stringify(pending) : 'closed'}
        open={pending !== null}
        title={
          pending?.kind === 'recovery'
            ? t('mfa.recovery.new')
            : pending?.kind === 'passkey'
              ? t('mfa.passkeys.remove', { name: pending.name })
              : t('mfa.totp.remove')
        }
        intro={
          pending?.kind === 'recovery'
            ? t('mfa.password.confirmNew')
            : t('mfa.password.confirmRemove')
        }
        submitLabel={
          pending?.kind === 'recovery' ? t('mfa.recovery.new') : t('mfa.passkeys.removeShort')
        }
        busy={busy}
        error={dialogError}
        onSubmit={(password) => void confirmPending(password)}
        onCancel={() => {
          setPending(null);
          setDialogError(undefined);
        }}
      />
    </div>
  );
}
