import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@fluentui/react-button';
import { tokens } from '@fluentui/react-theme';
import { Body1 } from '@fluentui/react-text';
import { makeStyles } from '@griffel/react';
import { errorMessage } from '@hr/api';
import type { SignInLocks } from '@hr/contracts';
import { formatNumber } from '@hr/i18n';
import { EMPTY_VALUE } from '@hr/ui/dialogs';
import { useNotify } from '@hr/ui/feedback';
import { InlineMessage, Panel } from '@hr/ui/page';
import { spacing } from '@hr/ui/theme';
import { signInLocksQueryOptions } from '../api/get-sign-in-locks';
import { useUnlockSignIn } from '../api/unlock-sign-in';
import { useAdminT } from '@admin/i18n';

const useStyles = makeStyles({
  panel: { display: 'grid', gap: spacing(1), justifyItems: 'start' },
  label: { color: tokens.colorNeutralForeground3 },
  reason: { color: tokens.colorNeutralForeground3 },
});

const minutes = (seconds: number) => formatNumber(Math.max(1, Math.ceil(seconds / 60)));

/** Whether anything holds the collector's sign-in back now. */
const isLocked = (l: SignInLocks) =>
  l.lockedAddresses > 0 || (l.lockedDevices ?? 0) > 0 || l.waitSeconds > 0;

/**
 * The collector's sign-in locks and `Unlock sign-in`. The state is shown (as account tools do
 * for a locked-out user) so the administrator on the phone with a collector sees whether an
 * unlock will help. With nothing locked the button is disabled and says why; it stays reachable
 * by the keyboard (disabledFocusable) so the reason is heard with it. The state is read again
 * every 30 s while the page is open, so a lock that begins meanwhile enables it.
 */
export function SignInPanel({ userId }: { userId: string }) {
  const styles = useStyles();
  const t = useAdminT();
  const notify = useNotify();
  const locks = useQuery({ ...signInLocksQueryOptions(userId), refetchInterval: 30_000 });
  const reasonId = useId();
  const nothingToUnlock = locks.data !== undefined && !isLocked(locks.data);
  const unlock = useUnlockSignIn();

  const status = (l: SignInLocks | undefined): string => {
    if (!l)
      return locks.isError ? errorMessage(locks.error, t('userDetail.loadFailed')) : EMPTY_VALUE;
    const parts: string[] = [];
    if (l.lockedAddresses > 0) {
      parts.push(
        t('userDetail.lockedFrom', {
          count: l.lockedAddresses,
          n: formatNumber(l.lockedAddresses),
          minutes: minutes(l.lockedForSeconds),
        }),
      );
    }
    const devices = l.lockedDevices ?? 0;
    if (devices > 0)
      parts.push(t('userDetail.lockedDevices', { count: devices, n: formatNumber(devices) }));
    if (l.waitSeconds > 0) parts.push(t('userDetail.waiting', { minutes: minutes(l.waitSeconds) }));
    return parts.length > 0 ? parts.join('; ') : t('userDetail.notLocked');
  };

  const onUnlock = () =>
    unlock.mutate(userId, { onSuccess: () => notify(t('userDetail.unlocked')) });

  return (
    <Panel className={styles.panel} role="group" aria-label={t('userDetail.signIn')}>
      <Body1>
        <span className={styles.label}>{t('userDetail.signInStatus')}</span>
        {status(locks.data)}
      </Body1>
      <Button
        disabled={unlock.isPending}
        disabledFocusable={nothingToUnlock}
        aria-describedby={nothingToUnlock ? reasonId : undefined}
        onClick={onUnlock}
      >
        {unlock.isPending ? t('userDetail.unlocking') : t('userDetail.unlock')}
      </Button>
      {nothingToUnlock && (
        <Body1 id={reasonId} className={styles.reason}>
          {t('userDetail.nothingToUnlock')}
        </Body1>
      )}
      {unlock.isError && (
        <InlineMessage>{errorMessage(unlock.error, t('userDetail.unlockFailed'))}</InlineMessage>
      )}
    </Panel>
  );
}
