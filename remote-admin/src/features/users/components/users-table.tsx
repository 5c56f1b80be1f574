import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import type { User } from '@hr/contracts';
import { FocusFallback, useOpenDialog, WardChips } from '@hr/ui/page';
import { DataTable, RowActions, ROW_ACTIONS_WIDTH, type Column } from '@hr/ui/table';
import { phoneColumn } from '@hr/ui/phone';
import { fullName } from '../utils/user-form';
import { DeleteUserDialog } from './delete-user-dialog';
import { EditUserDialog } from './edit-user-dialog';
import { UserDetailsDialog } from './user-details-dialog';
import { useAdminT } from '@admin/i18n';
import { formatNumber } from '@hr/i18n';

type Open = { mode: 'view' | 'edit' | 'delete'; user: User };

const getRowId = (user: User) => user.id;
const searchText = (user: User) => [fullName(user), user.phone, user.email ?? ''];

export interface UsersTableProps {
  users: User[];
  search: string;
  /**
   * A supervisor's view of their collectors: View only (no Edit, no Delete, no row link to the
   * user's page: those are admins' calls), and no Supervisor column (it is them).
   */
  readOnly?: boolean;
  /** Rows per page to start with (the dashboard's 5, a page of its own 10). */
  defaultPageSize?: 5 | 10;
  /** The table's name and empty text where it is not the dashboard's users table. */
  ariaLabel?: string;
  emptyMessage?: string;
}

export function UsersTable({
  users,
  search,
  readOnly = false,
  defaultPageSize = 5,
  ariaLabel,
  emptyMessage,
}: UsersTableProps) {
  const navigate = useNavigate();
  const t = useAdminT();
  const { open, setOpen, close, fallbackRef } = useOpenDialog<Open>();

  const columns = useMemo<Column<User>[]>(
    () => [
      { id: 'name', header: t('users.name'), render: fullName, sortValue: fullName, card: 'title' },
      phoneColumn((u: User) => u.phone),
      {
        id: 'email',
        header: t('users.email'),
        render: (u) => u.email || '—',
        sortValue: (u) => u.email ?? '',
        cardLabel: t('users.email'),
      },
      {
        id: 'wards',
        header: t('wards.label'),
        render: (u) => <WardChips wards={u.wards ?? []} empty={t('wards.any')} />,
        sortValue: (u) => u.wards?.[0] ?? 0,
        cardLabel: t('wards.label'),
      },
      ...(readOnly
        ? []
        : [
            {
              id: 'supervisor',
              header: t('supervisorChoice.label'),
              render: (u: User) => u.supervisor?.name ?? t('supervisorChoice.none'),
              sortValue: (u: User) => u.supervisor?.name ?? '',
              cardLabel: t('supervisorChoice.label'),
            },
          ]),
      {
        id: 'personCount',
        header: t('users.peopleAdded'),
        render: (u) => formatNumber(u.personCount),
        sortValue: (u) => u.personCount,
        card: 'inline',
        cardLabel: t('users.peopleAdded'),
        width: 120,
      },
      {
        id: 'verifiedPercent',
        header: t('review.verifiedPercent'),
        render: (u) =>
          u.verifiedPercent === null
            ? '—'
            : formatNumber(u.verifiedPercent / 100, {
                style: 'percent',
                maximumFractionDigits: 1,
              }),
        sortValue: (u) => u.verifiedPercent ?? -1,
        card: 'inline',
        cardLabel: t('review.verifiedPercent'),
        width: 110,
      },
      {
        id: 'actions',
        header: t('users.actions'),
        card: 'actions',
        width: ROW_ACTIONS_WIDTH,
        render: (user) => (
          <RowActions
            onView={() => setOpen({ mode: 'view', user })}
            onEdit={readOnly ? undefined : () => setOpen({ mode: 'edit', user })}
            onDelete={readOnly ? undefined : () => setOpen({ mode: 'delete', user })}
          />
        ),
      },
    ],
    [readOnly, setOpen, t],
  );

  const onRowClick = useCallback(
    (user: User) => navigate(`/admin/users/${encodeURIComponent(user.id)}`),
    [navigate],
  );

  return (
    <FocusFallback ref={fallbackRef}>
      <DataTable
        ariaLabel={ariaLabel ?? t('users.tableLabel')}
        items={users}
        columns={columns}
        getRowId={getRowId}
        search={search}
        searchText={searchText}
        defaultPageSize={defaultPageSize}
        emptyMessage={users.length === 0 ? (emptyMessage ?? t('users.empty')) : t('users.noMatch')}
        onRowClick={readOnly ? undefined : onRowClick}
      />
      {open?.mode === 'view' && <UserDetailsDialog user={open.user} onClose={close} />}
      {open?.mode === 'edit' && <EditUserDialog user={open.user} onClose={close} />}
      {open?.mode === 'delete' && <DeleteUserDialog user={open.user} onClose={close} />}
    </FocusFallback>
  );
}
