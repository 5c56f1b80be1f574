import {
  PEOPLE_COUNT_CAP,
  PEOPLE_PAGE_SIZE_DEFAULT,
  type PeoplePage,
  type UserPeopleSearchQuery,
} from '@hr/contracts';
import type { Db, Queryable } from '../db';
import { searchPeople } from '../db/queries/people-search';

/**
 * The people search rules shared by the admin and collector endpoints: defaults (newest first,
 * `asc` for the other columns, page 1 of 10), the trimmed query, and the count strategy: without
 * q exact (people_counts); with q exact up to PEOPLE_COUNT_CAP matches or to the end of the page
 * asked for, whichever is further, so a page past the end always reports the true total.
 * `signal` aborts when the client has gone (clientGone): a long search then stops early.
 */
export async function peoplePage(
  db: Queryable & { kind?: Db['kind'] },
  query: UserPeopleSearchQuery,
  scope: { createdBy?: string; matchCreator: boolean },
  signal?: AbortSignal,
): Promise<PeoplePage> {
  const sort = query.sort ?? 'createdAt';
  const dir = query.dir ?? (sort === 'createdAt' ? 'desc' : 'asc');
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? PEOPLE_PAGE_SIZE_DEFAULT;
  const offset = (page - 1) * pageSize;
  const countLimit = Math.max(PEOPLE_COUNT_CAP, offset + pageSize) + 1;
  const q = query.q?.trim() || undefined;
  const { items, total, capped } = await searchPeople(
    db,
    { q, sort, dir, offset, limit: pageSize, reviewStatus: query.reviewStatus, flag: query.flag, ...scope },
    countLimit,
    signal,
  );
  return { items, total, totalCapped: capped, page, pageSize };
}
