import { useMemo } from 'react';
import { Button } from '@fluentui/react-button';
import type { ApiToken } from '@hr/contracts';
import { FocusFallback, useOpenDialog } from '@hr/ui/page';
import { PlainTable, type Column } from '@hr/ui/table';
import { EMPTY_VALUE } from '@hr/ui/dialogs';
import { isExpired, tokenDate } from '../utils/token-dates';
import { RevokeApiTokenDialog } from './revoke-api-token-dialog';
import { useAdminT } from '@admin/i18n';
import { adminText } from '@admin/i18n';

const getRowId = (token: ApiToken) => token.id;

const expires = (token: ApiToken) =>
  isExpired(token.expiresAt)
    ? adminText('apiTokens.expired', { date: tokenDate(token.expiresAt) })
    : tokenDate(token.expiresAt);

const creator = (token: ApiToken) =>
  token.createdBy ? `${token.createdBy.firstName} ${token.createdBy.lastName}` : EMPTY_VALUE;

export interface ApiTokensTableProps {
  tokens: ApiToken[];
}

/**
 * The tokens, newest first as the server lists them: never the secret, only its name. A few rows
 * at most, so no pager; cards on a phone like the other lists.
 */
export function ApiTokensTable({ tokens }: ApiTokensTableProps) {
  const { open, setOpen, close, fallbackRef } = useOpenDialog<ApiToken>();
  const t = useAdminT();

  const columns = useMemo<Column<ApiToken>[]>(
    () => [
      { id: 'name', header: t('apiTokens.name'), render: (token) => token.name, card: 'title' },
      {
        id: 'createdAt',
        header: t('apiTokens.created'),
        render: (token) => tokenDate(token.createdAt),
        cardLabel: t('apiTokens.created'),
      },
      {
        id: 'expiresAt',
        header: t('apiTokens.expires'),
        render: expires,
        cardLabel: t('apiTokens.expires'),
      },
      {
        id: 'lastUsedAt',
        header: t('apiTokens.lastUsed'),
        render: (token) => tokenDate(token.lastUsedAt),
        cardLabel: t('apiTokens.lastUsed'),
      },
      {
        id: 'createdBy',
        header: t('apiTokens.createdBy'),
        render: creator,
        cardLabel: t('apiTokens.createdBy'),
      },
      {
        id: 'actions',
        header: t('apiTokens.actions'),
        card: 'actions',
        render: (token) => (
          <Button
            size="small"
            aria-label={t('apiTokens.revokeOne', { name: token.name })}
            onClick={() => setOpen(token)}
          >
            {t('apiTokens.revoke')}
          </Button>
        ),
      },
    ],
    [setOpen, t],
  );

  return (
    <FocusFallback ref={fallbackRef}>
      <PlainTable
        ariaLabel={t('apiTokens.tableLabel')}
        items={tokens}
        columns={columns}
        getRowId={getRowId}
        emptyMessage={t('apiTokens.empty')}
        cards
      />
      {open && <RevokeApiTokenDialog token={open} onClose={close} />}
    </FocusFallback>
  );
}
