import { useMemo } from 'react';
import { DeleteRegular, EditRegular, LockOpenRegular } from '@fluentui/react-icons';
import { makeStyles } from '@griffel/react';
import { errorMessage } from '@hr/api';
import type { Supervisor } from '@hr/contracts';
import { formatNumber } from '@hr/i18n';
import { useNotify } from '@hr/ui/feedback';
import { FocusFallback, IconAction, useOpenDialog, WardChips } from '@hr/ui/page';
import { phoneColumn } from '@hr/ui/phone';
import { DataTable, ROW_ACTIONS_WIDTH, type Column } from '@hr/ui/table';
import { useUnlockSupervisorSignIn } from '../api/unlock-sign-in';
import { supervisorName } from '../utils/supervisor-form';
import { DeleteSupervisorDialog } from './delete-supervisor-dialog';
import { SupervisorDialog } from './supervisor-dialog';
import { useAdminT } from '@admin/i18n';

type Open = { mode: 'edit' | 'delete'; supervisor: Supervisor };

const useStyles = makeStyles({ actions: { display: 'flex', flexWrap: 'nowrap' } });

const getRowId = (s: Supervisor) => s.id;
const searchText = (s: Supervisor) => [
  supervisorName(s),
  s.phone,
  s.email ?? '',
  ...s.wards.map(String),
];

/**
 * The Supervisors page's list: name, phone, email, wards as chips, collectors; Edit, Unlock
 * sign-in (issue 45: clears the supervisor's sign-in locks, with a toast) and Delete.
 */
export function SupervisorsTable({ supervisors }: { supervisors: Supervisor[] }) {
  const t = useAdminT();
  const styles = useStyles();
  const { open, setOpen, close, fallbackRef } = useOpenDialog<Open>();
  const notify = useNotify();
  const unlock = useUnlockSupervisorSignIn();

  const columns = useMemo<Column<Supervisor>[]>(
    () => [
      {
        id: 'name',
        header: t('supervisors.name'),
        render: supervisorName,
        sortValue: supervisorName,
        card: 'title',
      },
      phoneColumn((s: Supervisor) => s.phone),
      {
        id: 'email',
        header: t('users.email'),
        render: (s) => s.email || '—',
        sortValue: (s) => s.email ?? '',
        cardLabel: t('users.email'),
      },
      {
        id: 'wards',
        header: t('wards.label'),
        render: (s) => <WardChips wards={s.wards} />,
        sortValue: (s) => s.wards[0] ?? 0,
        cardLabel: t('wards.label'),
      },
      {
        id: 'collectorCount',
        header: t('supervisors.collectors'),
        render: (s) => formatNumber(s.collectorCount),
        sortValue: (s) => s.collectorCount,
        card: 'inline',
        cardLabel: t('supervisors.collectors'),
        width: 110,
      },
      {
        id: 'actions',
        header: t('users.actions'),
        card: 'actions',
        width: ROW_ACTIONS_WIDTH,
        render: (supervisor) => (
          <div className={styles.actions}>
            <IconAction
              label={t('supervisors.editOne', { name: supervisorName(supervisor) })}
              icon={<EditRegular />}
              hint="title"
              onClick={() => setOpen({ mode: 'edit', supervisor })}
            />
            <IconAction
              label={t('supervisors.unlockOne', { name: supervisorName(supervisor) })}
              icon={<LockOpenRegular />}
              hint="title"
              onClick={() =>
                unlock.mutate(supervisor.id, {
                  onSuccess: () =>
                    notify(t('supervisors.unlocked', { name: supervisorName(supervisor) })),
                  onError: (error) => notify(errorMessage(error, t('supervisors.unlockFailed'))),
                })
              }
            />
            <IconAction
              label={t('supervisors.deleteOne', { name: supervisorName(supervisor) })}
              icon={<DeleteRegular />}
              hint="title"
              onClick={() => setOpen({ mode: 'delete', supervisor })}
            />
          </div>
        ),
      },
    ],
    [notify, setOpen, styles.actions, t, unlock],
  );

  return (
    <FocusFallback ref={fallbackRef}>
      <DataTable
        ariaLabel={t('supervisors.tableLabel')}
        items={supervisors}
        columns={columns}
        getRowId={getRowId}
        search=""
        searchText={searchText}
        defaultPageSize={10}
        emptyMessage={t('supervisors.empty')}
      />
      {open?.mode === 'edit' && <SupervisorDialog supervisor={open.supervisor} onClose={close} />}
      {open?.mode === 'delete' && (
        <DeleteSupervisorDialog supervisor={open.supervisor} onClose={close} />
      )}
    </FocusFallback>
  );
}
