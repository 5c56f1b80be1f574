import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Button } from '@fluentui/react-button';
import { Card } from '@fluentui/react-card';
import { Subtitle2, Text } from '@fluentui/react-text';
import { AddRegular } from '@fluentui/react-icons';
import type { Person } from '@hr/contracts';
import { errorMessage } from '@hr/api';
import {
  ConfirmDialog,
  DataTable,
  ErrorState,
  LoadingState,
  PageHeader,
  PersonDetailsDialog,
  SearchInput,
  useDocumentTitle,
} from '@hr/ui';
import { useTouchStyles } from '../../../lib/touch-styles';
import { deletePerson } from '../api/delete-person';
import { useMyPeople } from '../hooks/use-my-people';
import { peopleColumns } from './people-columns';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  cardHeader: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  count: { color: tokens.colorNeutralForeground3 },
  rowActions: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'nowrap' },
});

export function MyPeoplePage() {
  useDocumentTitle('My People');
  const styles = useStyles();
  const touch = useTouchStyles();
  const navigate = useNavigate();
  const { people, loading, error, reload } = useMyPeople();
  const [search, setSearch] = useState('');
  const [viewing, setViewing] = useState<Person | null>(null);
  const [deleting, setDeleting] = useState<Person | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const columns = useMemo(
    () =>
      peopleColumns({
        onView: setViewing,
        onEdit: (p) => navigate(`/user/people/${p.id}/edit`),
        onDelete: (p) => {
          setDeleteError(null);
          setDeleting(p);
        },
        buttonClass: touch.iconButton,
        actionsClass: styles.rowActions,
      }),
    [navigate, touch.iconButton, styles.rowActions],
  );

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteBusy(true);
    setDeleteError(null);
    try {
      await deletePerson(deleting.id);
      setDeleting(null);
      void reload();
    } catch (err) {
      setDeleteError(errorMessage(err, 'Failed to delete person'));
    } finally {
      setDeleteBusy(false);
    }
  };

  return (
    <div className={touch.page}>
      <PageHeader
        title="My People"
        subtitle="Manage and update the households you have registered."
        actions={
          <Button
            className={touch.control}
            appearance="primary"
            icon={<AddRegular />}
            onClick={() => navigate('/user/people/new')}
          >
            Add Person
          </Button>
        }
      />
      <SearchInput
        value={search}
        onChange={setSearch}
        placeholder="Search by name, phone, ward..."
        ariaLabel="Search people"
        className={touch.control}
      />
      <Card className={styles.card}>
        <div className={styles.cardHeader}>
          <Subtitle2 as="h2">People added</Subtitle2>
          {!loading && !error && (
            <Text className={styles.count}>{`${people.length} total records`}</Text>
          )}
        </div>
        {loading && people.length === 0 ? (
          <LoadingState label="Loading your people..." />
        ) : error ? (
          <ErrorState message={error} onRetry={() => void reload()} />
        ) : (
          <DataTable<Person>
            items={people}
            columns={columns}
            getRowId={(p) => p.id}
            search={search}
            searchText={(p) => [p.name, p.phone, p.wardNo, p.areaName]}
            defaultPageSize={10}
            emptyMessage={
              search.trim() && people.length > 0
                ? 'No matching records found.'
                : 'You have not added anyone yet.'
            }
            ariaLabel="People added"
            // On a phone the action buttons sit at the table's scrolled-off end; a tap on the
            // row opens the details at once.
            onRowClick={setViewing}
          />
        )}
      </Card>
      <PersonDetailsDialog
        person={viewing}
        open={viewing !== null}
        onClose={() => setViewing(null)}
        variant="user"
      />
      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? `Delete ${deleting.name}?` : 'Delete person'}
        busy={deleteBusy}
        error={deleteError}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        This action cannot be undone.
      </ConfirmDialog>
    </div>
  );
}
