import type { PeopleSortKey, Person, QualityFlagFilter, ReviewStatus } from '@hr/contracts';
import type { Db, Queryable } from '../types';
import { CREATORS, PERSON_COLUMNS } from './people';
import { flagCondition } from './people-flags';
import { needsScan, scanMatches } from './people-search-scan';

/**
 * Search, sort and paging of people in SQL (issue 11), shaped by the indexes of migration 0004.
 * SEARCH_TEXT must stay identical to the expression of people_search_trgm_idx.
 */
const SEARCH_TEXT = `lower(p.name || chr(31) || p.phone || chr(31) || p.area_name || chr(31) || p.ward_no)`;

/**
 * Each sort key as indexed (case-insensitive, code-point order), on the table and on the output
 * row; id breaks ties.
 */
const SORT_SQL: Record<PeopleSortKey, [table: string, output: string]> = {
  name: ['lower(p.name) COLLATE "C"', 'lower(t.name) COLLATE "C"'],
  phone: ['p.phone', 't.phone'],
  wardNo: ['lower(p.ward_no) COLLATE "C"', 'lower(t."wardNo") COLLATE "C"'],
  createdAt: ['p.created_at', 't."createdAt"'],
};

export interface PeopleSearch {
  /** Trimmed, non-empty, free of control characters (the API checks). */
  q?: string;
  sort: PeopleSortKey;
  dir: 'asc' | 'desc';
  offset: number;
  limit: number;
  /** Only this collector's people. */
  createdBy?: string;
  /** Whether q also matches the creator's first and last name (the All People screen). */
  matchCreator: boolean;
  reviewStatus?: ReviewStatus;
  flag?: QualityFlagFilter;
  /** Only the people of these wards (a supervisor's scope, or a supervisor filter): ward_no as text. */
  wards?: string[];
}

/** LIKE treats `%`, `_` and `\` specially: a user's text is matched literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The filters of a search (the export uses them too): who created the person, q, review state and flag. */
export type PeopleFilter = Pick<PeopleSearch, 'q' | 'createdBy' | 'matchCreator' | 'reviewStatus' | 'flag' | 'wards'>;

/** WHERE clause over `people p` and its parameters (numbered from 1). */
export async function peopleFilter(
  db: Queryable,
  s: PeopleFilter,
): Promise<{ conditions: string[]; params: unknown[] }> {
  const params: unknown[] = [];
  const conditions: string[] = [];
  if (s.createdBy) {
    params.push(s.createdBy);
    conditions.push(`p.created_by = $${params.length}`);
  }
  if (s.wards) {
    params.push(s.wards);
    conditions.push(`p.ward_no = ANY ($${params.length}::text[])`);
  }
  if (s.reviewStatus) {
    params.push(s.reviewStatus);
    conditions.push(`p.review_status = $${params.length}::text`);
  }
  if (s.flag) conditions.push(flagCondition(s.flag));
  if (s.q) {
    // Lowercased by PostgreSQL (as the index is), and the matching creators found first: the
    // planner then sees constants, not a sub-select it must guess the size of. A guess made
    // it walk the newest-first index and filter 150,000 rows for a name matching 60.
    const [row] = await db.query<{ pattern: string; creators: string[] }>(
      `SELECT '%' || lower($1) || '%' AS pattern,
              CASE WHEN $2 THEN ARRAY(SELECT id FROM users
                WHERE lower(first_name || chr(31) || last_name) LIKE '%' || lower($1) || '%')
              ELSE '{}'::uuid[] END AS creators`,
      [escapeLike(s.q), s.matchCreator],
    );
    params.push(row!.pattern);
    let match = `${SEARCH_TEXT} LIKE $${params.length}`;
    if (row!.creators.length > 0) {
      params.push(row!.creators);
      match = `(${match} OR p.created_by = ANY ($${params.length}::uuid[]))`;
    }
    conditions.push(match);
  }
  return { conditions, params };
}

/**
 * The exact count from the tables the triggers keep, when the filters allow it: people_counts
 * (no filter but the collector), people_review_counts (a review state and/or a flag: a few rows
 * per collector, state and set of flags). Undefined with q: then the matches are counted up to a cap.
 */
function keptCount(s: PeopleSearch): { sql: string; params: unknown[] } | undefined {
  if (s.q) return undefined;
  if (s.wards) return wardCount(s);
  if (!s.reviewStatus && !s.flag) {
    return s.createdBy
      ? { sql: 'SELECT coalesce(sum(c.count), 0)::int FROM people_counts c WHERE c.user_id = $X1', params: [s.createdBy] }
      : { sql: 'SELECT coalesce(sum(c.count), 0)::int FROM people_counts c', params: [] };
  }
  const params: unknown[] = [];
  const where: string[] = [];
  if (s.createdBy) where.push(`c.user_id = $X${params.push(s.createdBy)}::uuid`);
  if (s.reviewStatus) where.push(`c.review_status = $X${params.push(s.reviewStatus)}::text`);
  if (s.flag) where.push(flagCondition(s.flag).replace(/\bp\.flags\b/g, 'c.flags'));
  return {
    sql: `SELECT coalesce(sum(c.count), 0)::int FROM people_review_counts c WHERE ${where.join(' AND ')}`,
    params,
  };
}

/** Within wards: people_ward_counts (migration 0014), a few rows per ward, collector, state and flags. */
function wardCount(s: PeopleSearch): { sql: string; params: unknown[] } {
  const params: unknown[] = [s.wards];
  const where = ['c.ward_no = ANY ($X1::text[])'];
  if (s.createdBy) where.push(`c.user_id = $X${params.push(s.createdBy)}::uuid`);
  if (s.reviewStatus) where.push(`c.review_status = $X${params.push(s.reviewStatus)}::text`);
  if (s.flag) where.push(flagCondition(s.flag).replace(/\bp\.flags\b/g, 'c.flags'));
  return {
    sql: `SELECT coalesce(sum(c.count), 0)::int FROM people_ward_counts c WHERE ${where.join(' AND ')}`,
    params,
  };
}

/**
 * One page of people and the number of matches. Without q the number comes exact from the counts
 * the triggers keep. Otherwise the count stops at
 * `countLimit` rows (exact below it): counting every match of a broad term ('ar': 680,000 of
 * 1,000,000 rows) costs seconds, the page itself milliseconds. A text too short for the trigram
 * index is counted on PGlite in slices (people-search-scan.ts), given up once `signal` aborts.
 */
export async function searchPeople(
  db: Queryable & { kind?: Db['kind'] },
  s: PeopleSearch,
  countLimit: number,
  signal?: AbortSignal,
): Promise<{ items: Person[]; total: number; capped: boolean }> {
  const { conditions, params } = await peopleFilter(db, s);
  if (needsScan(db.kind, s.q, s.createdBy)) {
    const ids = await scanMatches(db, conditions, params, countLimit, signal);
    if (!ids) return { items: [], total: 0, capped: false }; // nobody is waiting for it
    // Below the cap the matches are all known: the page is read by id. At the cap the term is
    // common, and the sort index reaches a page of it at once.
    const capped = ids.length >= countLimit;
    const page = capped ? pageQuery(s, conditions, params) : pageQuery(s, ['p.id = ANY ($1::uuid[])'], [ids]);
    const [row] = await db.query<{ items: Person[] }>(`SELECT (${page.sql}) AS items`, page.params);
    return { items: row?.items ?? [], total: capped ? countLimit - 1 : ids.length, capped };
  }
  const page = pageQuery(s, conditions, params);
  const kept = keptCount(s);
  const n = page.params.length;
  const countSql = kept
    ? kept.sql.replace(/\$X(\d+)/g, (_, i: string) => `$${n + Number(i)}`)
    : `SELECT count(*)::int FROM (SELECT 1 FROM people p ${whereOf(conditions)} LIMIT $${n + 1}) c`;
  // One statement for the page and the count: one round trip (on PGlite, one worker message).
  const [row] = await db.query<{ items: Person[]; n: number }>(
    `SELECT (${page.sql}) AS items, (${countSql}) AS n`,
    [...page.params, ...(kept ? kept.params : [countLimit])],
  );
  const matches = row?.n ?? 0;
  const capped = !kept && matches >= countLimit;
  return { items: row?.items ?? [], total: capped ? countLimit - 1 : matches, capped };
}

const whereOf = (conditions: string[]) => (conditions.length ? `WHERE ${conditions.join(' AND ')}` : '');

/**
 * The page's rows as a JSON array: the ids of the page first (read from the sort index alone
 * where it can), then their rows.
 */
function pageQuery(s: PeopleSearch, conditions: string[], params: unknown[]) {
  const dir = s.dir === 'desc' ? 'DESC' : 'ASC';
  const order = (key: string, id: string) => `${key} ${dir}, ${id} ${dir}`;
  const n = params.length;
  const [byTable, byOutput] = SORT_SQL[s.sort];
  const ids = s.wards && s.sort === 'createdAt'
    ? wardsByDate(order, conditions, n, params.length + 3)
    : `SELECT p.id FROM people p ${whereOf(conditions)}
       ORDER BY ${order(byTable, 'p.id')} LIMIT $${n + 1} OFFSET $${n + 2}`;
  const sql = `SELECT coalesce(json_agg(t ORDER BY ${order(byOutput, 't.id')}), '[]')
    FROM (SELECT ${PERSON_COLUMNS}
          FROM (${ids}) page
          JOIN people p ON p.id = page.id LEFT JOIN ${CREATORS} u ON u.id = p.created_by) t`;
  return { sql, params: s.wards && s.sort === 'createdAt' ? [...params, s.limit, s.offset, s.wards] : [...params, s.limit, s.offset] };
}

/**
 * A page of some wards' people by date: each ward's first `offset + limit` from its range of
 * people_ward_created_idx, merged. One range walk per ward, however many people the district
 * has; walking the district's newest-first index and skipping other wards' people would read
 * rows in proportion to how few of them are the supervisor's.
 */
function wardsByDate(order: (key: string, id: string) => string, conditions: string[], n: number, wardsParam: number) {
  const inWard = [`p.ward_no = w.ward`, ...conditions];
  return `SELECT x.id FROM unnest($${wardsParam}::text[]) w(ward)
    CROSS JOIN LATERAL (SELECT p.id, p.created_at FROM people p WHERE ${inWard.join(' AND ')}
      ORDER BY ${order('p.created_at', 'p.id')} LIMIT $${n + 1} + $${n + 2}) x
    ORDER BY ${order('x.created_at', 'x.id')} LIMIT $${n + 1} OFFSET $${n + 2}`;
}
