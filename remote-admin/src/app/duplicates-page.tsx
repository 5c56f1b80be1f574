import { useCallback, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { makeStyles } from '@griffel/react';
import type { DuplicatePair } from '@hr/contracts';
import { PageHeader, useDocumentTitle, useOpenDialog } from '@hr/ui/page';
import { useServerTable } from '@hr/ui/table';
import { spacing } from '@hr/ui/theme';
import { duplicatePairsQueryOptions } from '@admin/features/duplicates/api/get-duplicate-pairs';
import { PairDialog } from '@admin/features/duplicates/components/pair-dialog';
import { PairsTable } from '@admin/features/duplicates/components/pairs-table';
import { WardFilter } from '@admin/features/duplicates/components/ward-filter';
import { isOpenPair, type OpenPair } from '@admin/features/duplicates/utils/pair-fields';
import { reportQueryOptions } from '@admin/features/reports/api/get-report';
import { useAdminT } from '@admin/i18n';

const useStyles = makeStyles({
  page: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: spacing(2), minWidth: 0 },
});

/**
 * /admin/duplicates (admins, and supervisors for their wards; issue 41): the open duplicate
 * pairs by score, a ward at a time if wanted (`?wardNo=`), each opened to compare and decide.
 */
export function DuplicatesPage() {
  const t = useAdminT();
  useDocumentTitle(t('duplicates.title'));
  const styles = useStyles();
  const table = useServerTable(10);
  const [search, setSearch] = useSearchParams();
  const wardNo = search.get('wardNo') ?? '';
  const pairs = useQuery(
    duplicatePairsQueryOptions({
      status: 'open',
      page: table.page + 1,
      pageSize: table.pageSize,
      ...(wardNo && { wardNo }),
    }),
  );
  // The wards with records, for the filter's choices (the Reports page's count by ward).
  const wards = useQuery(reportQueryOptions({ groupBy: 'ward' }));
  const wardNos = (wards.data?.groups ?? [])
    .map((group) => group.key)
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));

  const dialog = useOpenDialog<OpenPair>();
  const { setOpen } = dialog;
  // Set when the queue was read again for the open pair (a 409): not finding it there means
  // someone else decided it.
  const [reloaded, setReloaded] = useState(false);
  const compare = useCallback(
    (pair: DuplicatePair) => {
      if (!isOpenPair(pair)) return;
      setReloaded(false);
      setOpen(pair);
    },
    [setOpen],
  );
  const listed = dialog.open && pairs.data?.items.find((pair) => pair.id === dialog.open!.id);
  const shown = listed && isOpenPair(listed) ? listed : dialog.open;

  return (
    <div className={styles.page}>
      <PageHeader
        title={t('duplicates.title')}
        subtitle={t('duplicates.subtitle')}
        actions={
          <WardFilter
            value={wardNo}
            wards={wardNos}
            onChange={(value) => {
              setSearch(value ? { wardNo: value } : {}, { replace: true });
              table.setPage(0);
            }}
          />
        }
      />
      <PairsTable
        query={pairs}
        state={table}
        onCompare={compare}
        focusFallbackRef={dialog.fallbackRef}
      />
      {shown && (
        <PairDialog
          pair={shown}
          gone={reloaded && !listed}
          onReload={async () => {
            await pairs.refetch();
            setReloaded(true);
          }}
          onClose={dialog.close}
        />
      )}
    </div>
  );
}
