import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Switch } from '@fluentui/react-switch';
import { makeStyles } from '@griffel/react';
import { errorMessage } from '@hr/api';
import { useOfficeRole } from '@hr/session';
import { queryKeys } from '@hr/api/query';
import { formatDigits, formatNumber } from '@hr/i18n';
import {
  ErrorState,
  InlineMessage,
  LoadingState,
  PageHeader,
  useDocumentTitle,
  usePhoneFilters,
} from '@hr/ui/page';
import type { MapCluster } from '@hr/contracts';
import { PersonDetailsDialog } from '@hr/ui/person';
import { spacing } from '@hr/ui/theme';
import { PersonHistory } from '@admin/features/activity/components/person-history';
import {
  getPerson,
  mapTilesQueryOptions,
  peopleMapExtentQueryOptions,
  peopleMapQueryOptions,
} from '@admin/features/map/api/get-people-map';
import { MapList } from '@admin/features/map/components/map-list';
import { keepView, keptView, type MapStart, type MapView } from '@admin/features/map/utils/map-box';
import { ReportFilters } from '@admin/features/reports/components/report-filters';
import { useReportFilters } from '@admin/features/reports/hooks/use-report-filters';
import { SupervisorFilter } from '@admin/features/supervisors/components/supervisor-filter';
import { useAdminT } from '@admin/i18n';

// Leaflet comes with the map itself, a chunk of its own: not on any other page, nor in the
// warm-up of this page's code.
const HouseholdsMap = lazy(
  () =>
    import(
      /* webpackChunkName: "households-map" */ '@admin/features/map/components/households-map'
    ),
);

const useStyles = makeStyles({
  page: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: spacing(2), minWidth: 0 },
  placeholder: { height: 'min(70vh, 640px)', minHeight: '320px' },
});

/** /admin/map: the households on a map, clustered; the same filters as Reports. */
export function MapPage() {
  const t = useAdminT();
  useDocumentTitle(t('map.title'));
  const styles = useStyles();
  const filters = useReportFilters();
  const phoneFilters = usePhoneFilters(filters.active);
  const admin = useOfficeRole() !== 'supervisor';
  // Where the map opens, decided once: the view kept from this tab's last visit, else the
  // households' extent (one cheap query). The map's first move then asks for that view alone.
  const [kept] = useState(keptView);
  const [view, setView] = useState<MapView>();
  const [tilesFailed, setTilesFailed] = useState(false);
  const [asList, setAsList] = useState(false);
  const [personId, setPersonId] = useState<string>();
  const [target, setTarget] = useState<{ cluster: MapCluster; seq: number }>();
  const tiles = useQuery(mapTilesQueryOptions());
  const extent = useQuery({
    ...peopleMapExtentQueryOptions(filters.applied),
    enabled: !kept && view === undefined,
  });
  const start: MapStart | undefined = kept
    ? { kept }
    : extent.data && { extent: extent.data.extent as [number, number, number, number] | null };
  const map = useQuery({
    ...peopleMapQueryOptions({ bbox: '', zoom: 0, ...view, ...filters.applied }),
    enabled: view !== undefined,
  });
  const onView = (next: MapView) => {
    setView(next);
    keepView(next);
  };
  // The record for the details: its read is the one view an opening records (the history in the
  // dialog reads only the history). Dropped once closed, so the next opening reads (and counts)
  // again rather than showing a cached copy.
  const person = useQuery({
    queryKey: queryKeys.people.admin(personId ?? ''),
    queryFn: () => getPerson(personId!),
    enabled: personId !== undefined,
    gcTime: 0,
  });

  const failed =
    map.isError && !map.data
      ? map.error
      : extent.isError && !start
        ? extent.error
        : tiles.isError
          ? tiles.error
          : undefined;
  let body;
  if (failed) {
    body = (
      <ErrorState
        message={errorMessage(failed, t('map.loadFailed'))}
        onRetry={() => {
          if (map.isError) void map.refetch();
          if (extent.isError) void extent.refetch();
          if (tiles.isError) void tiles.refetch();
        }}
      />
    );
  } else if (!tiles.data || !start) {
    body = <LoadingState />;
  } else {
    body = (
      <>
        {/* Not an error: the households are all there, only the base map is missing. */}
        {tilesFailed && <InlineMessage intent="info">{t('map.tilesFailed')}</InlineMessage>}
        <Suspense fallback={<div className={styles.placeholder} />}>
          <HouseholdsMap
            start={start}
            data={map.data}
            tiles={tiles.data}
            onView={onView}
            onPoint={setPersonId}
            onTilesFailed={setTilesFailed}
            target={target}
            texts={{
              label: t('map.mapLabel'),
              zoomIn: t('map.zoomIn'),
              zoomOut: t('map.zoomOut'),
              cluster: (count) => t('map.zoomTo', { count, n: formatNumber(count) }),
              point: (name, wardNo) => t('map.point', { name, wardNo: formatDigits(wardNo) }),
              count: (count) => formatNumber(count, { notation: 'compact' }),
              distance: (meters) =>
                meters < 1000
                  ? t('map.meters', { n: formatNumber(meters) })
                  : t('map.kilometres', { n: formatNumber(meters / 1000) }),
            }}
          />
        </Suspense>
        <Switch
          checked={asList}
          onChange={(_, d) => setAsList(d.checked)}
          label={t('map.showList')}
        />
        {asList && map.data && (
          <MapList
            data={map.data}
            onPoint={setPersonId}
            onZoom={(cluster) => setTarget({ cluster, seq: Date.now() })}
          />
        )}
      </>
    );
  }

  return (
    <div className={styles.page}>
      <PageHeader
        title={t('map.title')}
        subtitle={t('map.subtitle')}
        actions={phoneFilters.toggle}
      />
      <ReportFilters
        panel={phoneFilters.panel}
        value={filters.state}
        onChange={filters.set}
        extra={
          // A supervisor's reports are their wards already (the server's scope).
          admin && (
            <SupervisorFilter
              value={filters.state.supervisorId}
              onChange={(supervisorId) => filters.set({ supervisorId })}
            />
          )
        }
      />
      {body}
      {person.data && personId === person.data.id && (
        <PersonDetailsDialog
          person={person.data}
          open
          onClose={() => setPersonId(undefined)}
          variant="admin"
          history={<PersonHistory personId={person.data.id} viewed />}
        />
      )}
    </div>
  );
}
