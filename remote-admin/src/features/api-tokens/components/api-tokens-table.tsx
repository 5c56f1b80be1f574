import { useMemo } from 'react';
import { Button } from '@fluentui/react-button';
import type { ApiToken } from '@hr/contracts';
import { EMPTY_VALUE, FocusFallback, PlainTable, useOpenDialog, type Column } from '@hr/ui';
import { isExpired, tokenDate } from '../utils/token-dates';
import { RevokeApiTokenDialog } from './revoke-api-token-dialog';

const getRowId = (token: ApiToken) => token.id;

const expires = (token: ApiToken) =>
  isExpired(token.expiresAt)
    ? `${tokenDate(token.expiresAt)} (expired)`
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

  const columns = useMemo<Column<ApiToken>[]>(
    () => [
      { id: 'name', header: 'Name', render: (t) => t.name, card: 'title' },
      {
        id: 'createdAt',
        header: 'Created',
        render: (t) => tokenDate(t.createdAt),
        cardLabel: 'Created',
      },
      { id: 'expiresAt', header: 'Expires', render: expires, cardLabel: 'Expires' },
      {
        id: 'lastUsedAt',
        header: 'Last used',
        render: (t) => tokenDate(t.lastUsedAt),
        cardLabel: 'Last used',
      },
      { id: 'createdBy', header: 'Created by', render: creator, cardLabel: 'Created by' },
      {
        id: 'actions',
        header: 'Actions',
        card: 'actions',
        render: (token) => (
          <Button size="small" aria-label={`Revoke ${token.name}`} onClick={() => setOpen(token)}>
            Revoke
          </Button>
        ),
      },
    ],
    [setOpen],
  );

  return (
    <FocusFallback ref={fallbackRef}>
      <PlainTable
        ariaLabel="API tokens"
        items={tokens}
        columns={columns}
        getRowId={getRowId}
        emptyMessage="No API tokens yet."
        cards
      />
      {open && <RevokeApiTokenDialog token={open} onClose={close} />}
    </FocusFallback>
  );
}
