import { Suspense, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { makeStyles, mergeClasses } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Button } from '@fluentui/react-button';
import { Card } from '@fluentui/react-card';
import { Subtitle2, Text } from '@fluentui/react-text';
import { AddRegular } from '@fluentui/react-icons';
import type { Person } from '@hr/contracts';
import {
  lazyPage,
  PageHeader,
  useDocumentTitle,
  useOnceTrue,
  useTouchStyles,
  useWarmUpPages,
} from '@hr/ui/page';
import {
  countText,
  ExportMenu,
  peopleSearchParams,
  SearchInput,
  ServerQueryTable,
  useServerTable,
} from '@hr/ui/table';
import { searchMyPeopleQueryOptions } from '@hr/api/query';
import { useDeletePerson } from '@collector/features/people/api/delete-person';
import { peopleColumns } from '@collector/features/people/components/people-columns';
import { NeedsCorrection } from '@collector/features/people/components/needs-correction';
import { needsCorrectionQueryOptions } from '@collector/features/people/api/get-needs-correction';
import { useCollectorT } from '@collector/i18n';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  cardHeader: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  count: { color: tokens.colorNeutralForeground3 },
  toolbar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalM,
  },
  // The search takes the row; on a narrow phone Export wraps under it.
  search: { flexGrow: 1, flexBasis: '220px', maxWidth: 'none' },
});

const personId = (p: Person) => p.id;

// The dialogs, and the kit's families behind them (forms, the religion and caste fields), load
// when first opened or a few seconds after the list (warm-up): the list's first screen on a phone
// does not wait for them or evaluate them.
const PersonDetailsDialog = lazyPage(
  async () => (await import('@hr/ui/person')).PersonDetailsDialog,
);
const ConfirmDeleteDialog = lazyPage(
  async () => (await import('@hr/ui/dialogs')).ConfirmDeleteDialog,
);
const DIALOGS = [PersonDetailsDialog, ConfirmDeleteDialog];

export function MyPeoplePage() {
  const t = useCollectorT();
  useDocumentTitle(t('myPeople.title'));
  const styles = useStyles();
  const touch = useTouchStyles();
  const navigate = useNavigate();
  const table = useServerTable(10);
  const people = useQuery(searchMyPeopleQueryOptions(peopleSearchParams(table)));
  const page = people.data;
  const failed = people.isError && !people.isFetching;
  // Asked once My People is in: the list is the page's first answer, the section comes after.
  const corrections = useQuery({ ...needsCorrectionQueryOptions(), enabled: page !== undefined });
  const remove = useDeletePerson();
  const [viewing, setViewing] = useState<Person | null>(null);
  const [deleting, setDeleting] = useState<Person | null>(null);
  // Mounted from its first opening on, so that closing it animates like any dialog.
  const detailsUsed = useOnceTrue(viewing !== null);
  useWarmUpPages(DIALOGS);

  const columns = useMemo(
    () =>
      peopleColumns({
        onView: setViewing,
        onEdit: (p) => navigate(`/user/people/${p.id}/edit`),
        onDelete: setDeleting,
        buttonClass: touch.iconButton,
        t,
      }),
    [navigate, touch.iconButton, t],
  );

  return (
    <div className={touch.page}>
      <PageHeader
        title={t('myPeople.title')}
        subtitle={t('myPeople.subtitle')}
        actions={
          <Button
            className={touch.control}
            appearance="primary"
            icon={<AddRegular />}
            onClick={() => navigate('/user/people/new')}
          >
            {t('myPeople.add')}
          </Button>
        }
      />
      <NeedsCorrection
        page={corrections.data}
        onEdit={(p) => navigate(`/user/people/${p.id}/edit`)}
        buttonClass={touch.control}
      />
      <div className={styles.toolbar}>
        <SearchInput
          value={table.search}
          onChange={table.setSearch}
          placeholder={t('myPeople.searchPlaceholder')}
          ariaLabel={t('myPeople.searchLabel')}
          className={mergeClasses(touch.control, styles.search)}
        />
        {/* The collector's own people, as far as the search narrows them. */}
        <ExportMenu role="user" filters={{ q: table.query }} buttonClassName={touch.control} />
      </div>
      <Card className={styles.card}>
        <div className={styles.cardHeader}>
          <Subtitle2 as="h2">{t('myPeople.tableTitle')}</Subtitle2>
          {page && !failed && (
            <Text className={styles.count}>
              {t('myPeople.total', {
                count: page.total,
                total: countText(page.total, page.totalCapped),
              })}
            </Text>
          )}
        </div>
        <ServerQueryTable<Person>
          query={people}
          errorFallback={t('myPeople.loadFailed')}
          loadingLabel={t('myPeople.loading')}
          state={table}
          columns={columns}
          getRowId={personId}
          emptyMessage={table.query ? t('myPeople.noMatches') : t('myPeople.empty')}
          ariaLabel={t('myPeople.tableTitle')}
          // A tap anywhere on the row (a card on a phone) opens the details at once.
          onRowClick={setViewing}
        />
      </Card>
      <Suspense fallback={null}>
        {detailsUsed && (
          <PersonDetailsDialog
            person={viewing}
            open={viewing !== null}
            onClose={() => setViewing(null)}
            variant="user"
          />
        )}
        {deleting ? (
          <ConfirmDeleteDialog
            title={t('myPeople.deleteTitle', { name: deleting.name })}
            fallback={t('myPeople.deleteFailed')}
            doneMessage={t('myPeople.deleted')}
            onDelete={() => remove.mutateAsync(deleting.id)}
            onClose={() => setDeleting(null)}
          >
            {t('myPeople.deleteBody')}
          </ConfirmDeleteDialog>
        ) : null}
      </Suspense>
    </div>
  );
}
