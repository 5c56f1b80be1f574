import { useMemo, type RefObject } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from '@fluentui/react-button';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import type { DuplicatePair, DuplicatePairPage } from '@hr/contracts';
import { ServerQueryTable, type Column, type ServerTableState } from '@hr/ui/table';
import { formatDigits, formatNumber } from '@hr/i18n';
import { ReasonTags } from './reason-tags';
import { useAdminT } from '@admin/i18n';

const useStyles = makeStyles({
  names: { display: 'grid', gap: tokens.spacingVerticalXXS },
  compare: { minHeight: '40px' },
});

export interface PairsTableProps {
  query: UseQueryResult<DuplicatePairPage>;
  state: ServerTableState;
  onCompare(pair: DuplicatePair): void;
  /** Where focus lands when a decided pair's row (and its Compare button) is gone. */
  focusFallbackRef: RefObject<HTMLDivElement | null>;
}

/** "12", or "12 / 14" when the two records name different wards (areas alike). */
const both = (a: string | undefined, b: string | undefined, none: string): string => {
  const x = a ?? none;
  const y = b ?? none;
  return x === y ? x : `${x} / ${y}`;
};

/** The open pairs, a page at a time, by score: who, where, how alike and why; Compare opens one. */
export function PairsTable({ query, state, onCompare, focusFallbackRef }: PairsTableProps) {
  const t = useAdminT();
  const styles = useStyles();
  const columns = useMemo<Column<DuplicatePair>[]>(() => {
    const gone = t('duplicates.removedRecord');
    return [
      {
        id: 'records',
        header: t('duplicates.records'),
        card: 'title',
        render: (pair) => (
          <span className={styles.names}>
            <span>{pair.a?.name ?? gone}</span>
            <span>{pair.b?.name ?? gone}</span>
          </span>
        ),
      },
      {
        id: 'ward',
        header: t('duplicates.ward'),
        card: 'inline',
        cardLabel: t('duplicates.ward'),
        width: 90,
        render: (pair) => formatDigits(both(pair.a?.wardNo, pair.b?.wardNo, gone)),
      },
      {
        id: 'area',
        header: t('duplicates.area'),
        card: 'inline',
        render: (pair) => both(pair.a?.areaName, pair.b?.areaName, gone),
      },
      {
        id: 'score',
        header: t('duplicates.score'),
        cardLabel: t('duplicates.score'),
        width: 90,
        render: (pair) => formatNumber(pair.score, { style: 'percent', maximumFractionDigits: 0 }),
      },
      {
        id: 'reasons',
        header: t('duplicates.reasons'),
        render: (pair) => <ReasonTags reasons={pair.reasons} />,
      },
      {
        id: 'actions',
        header: t('duplicates.actions'),
        card: 'actions',
        width: 130,
        render: (pair) => (
          <Button
            className={styles.compare}
            aria-label={t('duplicates.compareOne', {
              a: pair.a?.name ?? gone,
              b: pair.b?.name ?? gone,
            })}
            onClick={() => onCompare(pair)}
          >
            {t('duplicates.compare')}
          </Button>
        ),
      },
    ];
  }, [onCompare, styles, t]);

  return (
    <ServerQueryTable
      query={query}
      errorFallback={t('duplicates.loadFailed')}
      focusFallbackRef={focusFallbackRef}
      ariaLabel={t('duplicates.tableLabel')}
      state={state}
      columns={columns}
      getRowId={(pair) => pair.id}
      emptyMessage={t('duplicates.empty')}
    />
  );
}
