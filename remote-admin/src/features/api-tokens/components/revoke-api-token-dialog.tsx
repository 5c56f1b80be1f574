import type { ApiToken } from '@hr/contracts';
import { ConfirmDeleteDialog } from '@hr/ui';
import { useRevokeApiToken } from '../api/revoke-api-token';

export interface RevokeApiTokenDialogProps {
  token: ApiToken;
  onClose(): void;
}

export function RevokeApiTokenDialog({ token, onClose }: RevokeApiTokenDialogProps) {
  const revoke = useRevokeApiToken();
  return (
    <ConfirmDeleteDialog
      title="Revoke API token"
      confirmLabel="Revoke"
      busyLabel="Revoking..."
      doneMessage="API token revoked"
      fallback="Failed to revoke the API token"
      onDelete={() => revoke.mutateAsync(token.id)}
      onClose={onClose}
    >
      {`Revoke ${token.name}? Tools using it are refused from now on. This cannot be undone.`}
    </ConfirmDeleteDialog>
  );
}
