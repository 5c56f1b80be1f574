import type { ReportGroupBy } from '@hr/contracts';
import type { Queryable } from '../types';
import { filterConditions, Params, type PeopleFilter } from './people-filters';
import { FLAG_BITS, flagCondition } from './people-flags';

export interface ReportRow {
  key: string;
  label: string;
  households: number;
  people: number;
  withoutLocation: number;
}

interface Grouping {
  /** The grouped columns, `a` (and `b`), of people p. */
  inner: string;
  /** Groups the inner groups again by this expression of their `a`; `$tz` stands for the zone. */
  regroup?: string;
  key: string;
  label: string;
  join?: string;
}

const QUARTER_HOURS = `date_bin('15 minutes', p.created_at, timestamptz '2000-01-01 00:00Z')`;

const GROUPINGS: Record<ReportGroupBy, Grouping> = {
  ward: { inner: 'p.ward_no AS a', key: 'g.a', label: 'g.a' },
  area: { inner: 'p.area_name AS a', key: 'g.a', label: 'g.a' },
  religion: { inner: 'p.religion AS a', key: 'g.a', label: 'g.a' },
  caste: {
    inner: 'p.religion AS a, p.caste AS b',
    key: `g.a || ' / ' || g.b`,
    label: `g.a || ' / ' || g.b`,
  },
  // Grouped by id, named after: 2,000 collectors joined, not 1,000,000 rows.
  collector: {
    inner: 'p.created_by AS a',
    key: 'g.a::text',
    label: `coalesce(u.first_name || ' ' || u.last_name, '')`,
    join: 'LEFT JOIN users u ON u.id = g.a',
  },
  // A local date per row costs a zone conversion per row (twice a ward report at 1,000,000). The
  // rows are counted per 15 minutes of UTC instead, and those few thousand bins turned into local
  // dates: every zone's offset since 1972 is a whole number of quarter hours (+05:30, +05:45), so
  // a bin lies within one local day.
  day: {
    inner: `${QUARTER_HOURS} AS a`,
    regroup: '(g0.a AT TIME ZONE $tz)::date',
    key: `to_char(g.a, 'YYYY-MM-DD')`,
    label: `to_char(g.a, 'YYYY-MM-DD')`,
  },
  month: {
    inner: `${QUARTER_HOURS} AS a`,
    regroup: `date_trunc('month', g0.a AT TIME ZONE $tz)`,
    key: `to_char(g.a, 'YYYY-MM')`,
    label: `to_char(g.a, 'YYYY-MM')`,
  },
};

/**
 * Households (records), people (sizes summed) and households without a location per group, for
 * the people the filters keep; one pass over people_report_idx (migration 0012). Unordered. By
 * collector with no filter on the rows but a review state, a flag or a collector: from
 * people_review_counts (migration 0022), a few thousand rows instead of every person.
 */
export async function reportRows(
  db: Queryable,
  groupBy: ReportGroupBy,
  filter: PeopleFilter,
): Promise<ReportRow[]> {
  if (groupBy === 'collector' && countsCanAnswer(filter)) return collectorRowsFromCounts(db, filter);
  const g = GROUPINGS[groupBy];
  const params = new Params();
  const where = filterConditions(filter, params);
  const groupCols = g.inner.includes(' AS b') ? '1, 2' : '1';
  let groups = `SELECT ${g.inner}, count(*)::int AS households, sum(p.household_size)::float8 AS people,
                  (count(*) - count(p.gps_lat))::int AS without
           FROM people p WHERE true${where} GROUP BY ${groupCols}`;
  if (g.regroup) {
    const regroup = g.regroup.replace('$tz', () => `${params.add(filter.timeZone)}::text`);
    groups = `SELECT ${regroup} AS a, sum(g0.households)::int AS households,
                     sum(g0.people)::float8 AS people, sum(g0.without)::int AS without
              FROM (${groups}) g0 GROUP BY 1`;
  }
  const rows = await db.query<ReportRow>(
    `SELECT ${g.key} AS key, ${g.label} AS label, g.households, g.people, g.without AS "withoutLocation"
     FROM (${groups}) g ${g.join ?? ''}`,
    params.values,
  );
  return rows;
}

/** Filters people_review_counts holds (per collector, review state and flags). */
const countsCanAnswer = (f: PeopleFilter): boolean =>
  !f.from && !f.to && f.wardNo === undefined && f.wards === undefined && f.religion === undefined;

async function collectorRowsFromCounts(db: Queryable, filter: PeopleFilter): Promise<ReportRow[]> {
  const params = new Params();
  const and = ['c.count > 0'];
  if (filter.createdBy !== undefined) and.push(`c.user_id = ${params.add(filter.createdBy)}::uuid`);
  if (filter.reviewStatus !== undefined) and.push(`c.review_status = ${params.add(filter.reviewStatus)}::text`);
  // The flag conditions on people p's bit mask, on the counts' flags column.
  if (filter.flag !== undefined) and.push(flagCondition(filter.flag).replaceAll('p.flags', 'c.flags'));
  return db.query<ReportRow>(
    `SELECT g.a::text AS key, coalesce(u.first_name || ' ' || u.last_name, '') AS label,
            g.households, g.people, g.without AS "withoutLocation"
     FROM (SELECT c.user_id AS a, sum(c.count)::int AS households, sum(c.sizes)::float8 AS people,
                  (sum(c.count) FILTER (WHERE c.flags & ${FLAG_BITS.no_location} <> 0))::int AS without
           FROM people_review_counts c WHERE ${and.join(' AND ')} GROUP BY 1) g
     LEFT JOIN users u ON u.id = g.a`,
    params.values,
  ).then((rows) => rows.map((r) => ({ ...r, withoutLocation: r.withoutLocation ?? 0 })));
}
