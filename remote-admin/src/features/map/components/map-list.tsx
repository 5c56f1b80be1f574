import { Button } from '@fluentui/react-button';
import { makeStyles } from '@griffel/react';
import type { MapCluster, MapPoint, PeopleMap } from '@hr/contracts';
import { formatDigits, formatNumber } from '@hr/i18n';
import { PlainTable, type Column } from '@hr/ui/table';
import { useAdminT } from '@admin/i18n';

type Item =
  { kind: 'cluster'; id: string; c: MapCluster } | { kind: 'point'; id: string; p: MapPoint };

const useStyles = makeStyles({ button: { minHeight: '32px' } });

export interface MapListProps {
  data: PeopleMap;
  onZoom(cluster: MapCluster): void;
  onPoint(id: string): void;
}

const place = (lat: number, lon: number) =>
  `${formatNumber(lat, { maximumFractionDigits: 5 })}, ${formatNumber(lon, { maximumFractionDigits: 5 })}`;

/** "Show as list": the households the map shows, as a table (clusters first), for screen readers. */
export function MapList({ data, onZoom, onPoint }: MapListProps) {
  const t = useAdminT();
  const styles = useStyles();
  const items: Item[] = [
    ...data.clusters.map((c, i) => ({ kind: 'cluster' as const, id: `c${i}`, c })),
    ...data.points.map((p) => ({ kind: 'point' as const, id: p.id, p })),
  ];
  const columns: Column<Item>[] = [
    {
      id: 'name',
      header: t('map.name'),
      card: 'title',
      render: (i) =>
        i.kind === 'cluster'
          ? t('map.cluster', { count: i.c.count, n: formatNumber(i.c.count) })
          : i.p.name,
    },
    {
      id: 'ward',
      header: t('map.ward'),
      cardLabel: t('map.ward'),
      render: (i) => (i.kind === 'point' ? formatDigits(i.p.wardNo) : ''),
    },
    {
      id: 'location',
      header: t('map.location'),
      cardLabel: t('map.location'),
      render: (i) => (i.kind === 'cluster' ? place(i.c.lat, i.c.lon) : place(i.p.lat, i.p.lon)),
    },
    {
      id: 'action',
      header: '',
      card: 'actions',
      width: 140,
      render: (i) =>
        i.kind === 'cluster' ? (
          <Button className={styles.button} onClick={() => onZoom(i.c)}>
            {t('map.zoomIn')}
          </Button>
        ) : (
          <Button className={styles.button} onClick={() => onPoint(i.p.id)}>
            {t('map.details')}
          </Button>
        ),
    },
  ];
  return (
    <PlainTable
      items={items}
      columns={columns}
      getRowId={(i) => i.id}
      ariaLabel={t('map.listLabel')}
      emptyMessage={t('map.none')}
      cards
    />
  );
}
