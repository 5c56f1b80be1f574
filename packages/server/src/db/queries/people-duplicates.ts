import type { DuplicateMatch } from '@hr/contracts';
import { DUPLICATE_MATCHES_MAX } from '@hr/contracts/constants';
import type { Db, Queryable } from '../types';

/**
 * The duplicate-household search (issue 15), shaped by migration 0009: people_duplicates_idx
 * holds lower(ward_no) and the trigrams of name_key (person_name_key(name), stored), so the
 * ward and the name are both found in the index.
 *
 * Score: 0.6 x similarity(name keys) + 0.4 x similarity(father's name keys), pg_trgm's
 * similarity of the spelling keys; a match needs a score of at least DUPLICATE_THRESHOLD (after
 * rounding to 2 places, as shown). Examples (test/people-duplicates.test.ts): 'Seeta Sharma' and
 * 'Sita Sharma' with one father 1.00; swapped names 1.00; 'Ram Bahadur Thapa Magar' for 'Ram
 * Bahadur Thapa' 0.84; brothers 'Ravi Kumar' and 'Rajesh Kumar' of one father 0.72 (often one
 * household, so shown); 'Min Bahadur Thapa' son of 'Dil Bahadur Thapa' for 'Ram Bahadur Thapa'
 * son of 'Hari Bahadur Thapa' 0.61 (a shared middle name and surname only: not shown).
 */
export const DUPLICATE_THRESHOLD = 0.65;

/**
 * The least name similarity a match can have: with the father's name counting 0.4 at most and the
 * score rounded to 2 places, a score of 0.65 needs 0.6 x n + 0.4 >= 0.645, n >= 0.4083; 0.40 keeps
 * every match. (0.42 would drop a name at 0.41 with the same father, shown today as 0.65.)
 */
export const NAME_SIMILARITY_MIN = 0.4;

// The index condition is `%` (name keys at least pg_trgm.similarity_threshold alike), with the
// threshold raised from its default 0.3 to NAME_SIMILARITY_MIN for the search's transaction: the
// GIN index then hands over a third fewer candidates and the heap recheck, most of the time at
// 1,000,000 people, reads less than half the rows (EXPLAIN ANALYZE, 23 Nov 2026: 9,985 -> 6,808
// index candidates, 3,931 -> 1,431 rows for 'Maya Jopta' in ward 18). The same on PGlite: its
// earlier similarity() path compared the ward's 25,000 names one by one, 203 ms a search at
// 1,000,000 people against 73 ms through `%` (bench:duplicates, 27 Nov 2026). (`%` was thought
// to hang PGlite's worker on 23 Nov; PGlite 0.5.16 answers it, same rows, in tests and bench.)
const CANDIDATES = `
  SELECT p.*, round((0.6 * similarity(p.name_key, person_name_key($1))
                   + 0.4 * similarity(p.father_name_key, person_name_key($2)))::numeric, 2) AS score
  FROM people p
  WHERE lower(p.ward_no) = lower($3)
    AND p.name_key % person_name_key($1)
    AND ($5::uuid IS NULL OR p.id <> $5::uuid)
    AND ($8::text[] IS NULL OR p.ward_no = ANY ($8::text[]))`;

export interface DuplicateSearch {
  name: string;
  fatherName: string;
  wardNo: string;
  /** Ties between equal scores: people of this area first ('' for none). */
  areaName: string;
  excludeId?: string;
  /**
   * The collector asking, or undefined for an admin. Another collector's record comes back
   * without its id and with its phone masked (here, so the full number never leaves the database
   * for that caller).
   */
  viewerId?: string;
  /** A supervisor's wards: matches outside them are not theirs to see. */
  wards?: string[];
}

type DuplicateDb = Queryable & { transaction?: Db['transaction'] };

export async function findDuplicates(db: DuplicateDb, s: DuplicateSearch): Promise<DuplicateMatch[]> {
  if (!db.transaction) return search(db, s);
  // SET LOCAL: the threshold ends with the transaction, so no pooled connection keeps it.
  return db.transaction(async (tx) => {
    await tx.query(`SET LOCAL pg_trgm.similarity_threshold = ${NAME_SIMILARITY_MIN}`);
    return search(tx, s);
  });
}

function search(db: Queryable, s: DuplicateSearch): Promise<DuplicateMatch[]> {
  return db.query<DuplicateMatch>(
    `SELECT CASE WHEN $6::uuid IS NULL OR c.created_by = $6::uuid THEN c.id END AS id,
            c.name, c.father_name AS "fatherName", c.ward_no AS "wardNo", c.area_name AS "areaName",
            CASE WHEN $6::uuid IS NULL OR c.created_by = $6::uuid THEN c.phone
                 ELSE '•••••••' || right(c.phone, 3) END AS phone,
            c.score::float8 AS similarity,
            json_build_object('id', u.id, 'name', u.first_name || ' ' || u.last_name) AS "addedBy"
     FROM (${CANDIDATES}) c JOIN users u ON u.id = c.created_by
     WHERE c.score >= $7
     ORDER BY c.score DESC, lower(c.area_name) = lower($4) DESC, c.created_at DESC, c.id
     LIMIT ${DUPLICATE_MATCHES_MAX}`,
    [
      s.name, s.fatherName, s.wardNo, s.areaName, s.excludeId ?? null, s.viewerId ?? null, DUPLICATE_THRESHOLD,
      s.wards ?? null,
    ],
  );
}
