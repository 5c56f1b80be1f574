import type { ApiToken } from '@hr/contracts';
import { ConfirmDeleteDialog } from '@hr/ui/dialogs';
import { useRevokeApiToken } from '../api/revoke-api-token';
import { useAdminT } from '@admin/i18n';

export interface RevokeApiTokenDialogProps {
  token: ApiToken;
  onClose(): void;
}

export function RevokeApiTokenDialog({ token, onClose }: RevokeApiTokenDialogProps) {
  const revoke = useRevokeApiToken();
  const t = useAdminT();
  return (
    <ConfirmDeleteDialog
      title={t('apiTokens.revokeTitle')}
      confirmLabel={t('apiTokens.revoke')}
      busyLabel={t('apiTokens.revoking')}
      doneMessage={t('apiTokens.revoked')}
      fallback={t('apiTokens.revokeFailed')}
      onDelete={() => revoke.mutateAsync(token.id)}
      onClose={onClose}
    >
      {t('apiTokens.revokeBody', { name: token.name })}
    </ConfirmDeleteDialog>
  );
}
