import { Button } from '@fluentui/react-button';
import { Field } from '@fluentui/react-field';
import { Select } from '@fluentui/react-select';
import { Text } from '@fluentui/react-text';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { mediaDown, visuallyHidden } from '@hr/ui/theme';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { countText } from './people-search-params';
import { PAGE_SIZES, type PageSize } from './types';
import { formatNumber } from '@hr/i18n';
import { useUiT } from '@hr/ui/i18n';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'flex-end',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    paddingTop: tokens.spacingVerticalS,
    // One line on a 360 px phone: the size select, '11–20 of 10,000+' and the two arrows.
    [mediaDown('sm')]: {
      flexWrap: 'nowrap',
      justifyContent: 'space-between',
      columnGap: tokens.spacingHorizontalS,
    },
  },
  size: { display: 'flex', alignItems: 'center', columnGap: tokens.spacingHorizontalS },
  // On a phone the label gives way to the select (it still names it for screen readers).
  sizeLabel: {
    [mediaDown('sm')]: visuallyHidden,
  },
  range: { whiteSpace: 'nowrap' },
  nav: {
    display: 'flex',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalXS,
    flexShrink: 0,
  },
  // Touch-sized: collectors page through their lists on phones.
  button: { minWidth: '44px', minHeight: '44px' },
  select: { '& select': { minHeight: '44px' }, [mediaDown('sm')]: { minWidth: '64px' } },
});

interface Props {
  page: number;
  pageCount: number;
  pageSize: PageSize;
  start: number;
  shown: number;
  total: number;
  /** `total` is a lower bound: the label says 'of N+' and Next stays on while the page is full. */
  totalCapped?: boolean;
  onPage(page: number): void;
  onPageSize(size: PageSize): void;
}

/** "Rows per page", the "1–10 of 53" label and previous/next buttons. */
export function TablePager({
  page,
  pageCount,
  pageSize,
  start,
  shown,
  total,
  totalCapped = false,
  onPage,
  onPageSize,
}: Props) {
  const styles = useStyles();
  const t = useUiT();
  const of = countText(total, totalCapped);
  const range =
    total === 0
      ? t('pager.empty')
      : t('pager.range', {
          from: formatNumber(start + 1),
          to: formatNumber(start + shown),
          total: of,
        });
  const lastPage = totalCapped ? shown < pageSize : page >= pageCount - 1;
  return (
    <div className={styles.root}>
      <Field
        label={{ children: t('pager.rowsPerPage'), className: styles.sizeLabel }}
        orientation="horizontal"
        className={styles.size}
      >
        <Select
          className={styles.select}
          value={String(pageSize)}
          onChange={(_, data) => onPageSize(Number(data.value) as PageSize)}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {formatNumber(size)}
            </option>
          ))}
        </Select>
      </Field>
      <Text size={200} aria-live="polite" className={styles.range}>
        {range}
      </Text>
      <div className={styles.nav}>
        <Button
          className={styles.button}
          appearance="subtle"
          icon={<ChevronLeftRegular />}
          aria-label={t('pager.previous')}
          disabled={page <= 0}
          onClick={() => onPage(page - 1)}
        />
        <Button
          className={styles.button}
          appearance="subtle"
          icon={<ChevronRightRegular />}
          aria-label={t('pager.next')}
          disabled={lastPage}
          onClick={() => onPage(page + 1)}
        />
      </div>
    </div>
  );
}
