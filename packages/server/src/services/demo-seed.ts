import type { Db, Queryable } from '../db';
import { hashPassword } from '../lib/passwords';

export const DEMO_PASSWORD = 'Demo-Passw0rd';
/** Demo collectors' phones: +91 70000 00001, ...; demo people: +91 91000 00001, ... */
const COLLECTOR_PREFIX = '+9170000';
const PEOPLE_PREFIX = '+9191';

const LOOKUPS: Record<string, string[]> = {
  Hindu: ['Brahmin', 'Kshatriya', 'Vaishya', 'Shudra', 'Other'],
  Muslim: ['Sunni', 'Shia', 'Other'],
  Christian: ['Catholic', 'Protestant', 'Orthodox'],
  Sikh: ['Jat', 'Khatri', 'Ramgarhia'],
  Buddhist: ['Navayana', 'Other'],
  Jain: ['Digambara', 'Svetambara'],
};

// Names are built from syllables: 160 first names x 100 surnames = 16,000 full names, so that at
// 1,000,000 people a full name matches about 60 rows (a selective search) while a letter pair
// such as 'ar' matches a large share (a broad one), as in a real district.
const FIRST_HEAD = ['A', 'Ba', 'Cha', 'Da', 'Ga', 'Ha', 'Ja', 'Ka', 'La', 'Ma', 'Na', 'Pa', 'Ra', 'Sa', 'Ta', 'Va'];
const FIRST_TAIL = ['run', 'vi', 'jay', 'nil', 'sha', 'mit', 'deep', 'ya', 'resh', 'na'];
const LAST_HEAD = ['Sha', 'Ve', 'Gu', 'Ku', 'Pa', 'Re', 'Na', 'Jo', 'Me', 'Ya'];
const LAST_TAIL = ['rma', 'pta', 'mar', 'tel', 'ddy', 'ir', 'yer', 'dav', 'shi', 'hta'];
const FIRST_COUNT = FIRST_HEAD.length * FIRST_TAIL.length;
const LAST_COUNT = LAST_HEAD.length * LAST_TAIL.length;
const AREAS = ['Gandhi Nagar', 'Nehru Colony', 'MG Road', 'Shivaji Park', 'Lake View', 'Old Town',
  'Station Road', 'Market Street', 'Temple Street', 'Green Park'];

const sqlArray = (values: readonly string[]) =>
  `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`;
/** SQL for the n-th first name / surname (n an integer expression). */
const firstName = (n: string) =>
  `(${sqlArray(FIRST_HEAD)})[1 + ((${n}) % ${FIRST_COUNT}) / ${FIRST_TAIL.length}] || ` +
  `(${sqlArray(FIRST_TAIL)})[1 + (${n}) % ${FIRST_TAIL.length}]`;
const lastName = (n: string) =>
  `(${sqlArray(LAST_HEAD)})[1 + ((${n}) % ${LAST_COUNT}) / ${LAST_TAIL.length}] || ` +
  `(${sqlArray(LAST_TAIL)})[1 + (${n}) % ${LAST_TAIL.length}]`;

/** Rows per INSERT: big enough to be cheap per row, small enough for a lively progress bar. */
const BATCH = 50_000;
/** From this many new people on, the secondary indexes are dropped and built after the load. */
const BULK_FROM = 100_000;

export interface SeedResult {
  religions: number;
  collectors: number;
  peopleAdded: number;
  peopleTotal: number;
}

export interface SeedProgress {
  phase: 'people' | 'indexes' | 'analyze';
  done: number;
  total: number;
}

async function seedLookups(db: Queryable) {
  for (const [religion, castes] of Object.entries(LOOKUPS)) {
    await db.query(`INSERT INTO religions (name) VALUES ($1) ON CONFLICT DO NOTHING`, [religion]);
    await db.query(
      `INSERT INTO castes (religion_id, name)
       SELECT r.id, c FROM religions r, unnest($2::text[]) c WHERE lower(r.name) = lower($1)
       ON CONFLICT DO NOTHING`,
      [religion, castes],
    );
  }
}

async function seedCollectors(db: Queryable, collectors: number) {
  // One argon2 hash shared by every demo collector: hashing 2,000 passwords would take a minute.
  const hash = await hashPassword(DEMO_PASSWORD);
  await db.query(
    `INSERT INTO users (first_name, last_name, phone, email, gender, password_hash, created_at)
     SELECT ${firstName('g * 7')}, 'Collector ' || g,
            '${COLLECTOR_PREFIX}' || lpad(g::text, 5, '0'), 'collector' || g || '@example.org',
            (ARRAY['Female','Male','Other'])[1 + g % 3], $2, now() - make_interval(days => g)
     FROM generate_series(1, $1::int) g
     ON CONFLICT DO NOTHING`,
    [collectors, hash],
  );
}

const PAIRS = Object.entries(LOOKUPS).flatMap(([r, cs]) => cs.map((c) => [r, c] as const));

/** People g = from..to, spread round-robin over the demo collectors; returns how many were new. */
async function insertPeople(db: Queryable, from: number, to: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    // The collectors as one array indexed by g: a join on g % n made a nested loop of
    // rows x collectors (5 minutes for 1,000,000 people by 2,000 collectors).
    `WITH c AS (
       SELECT array_agg(id ORDER BY phone) AS ids, count(*)::int AS n
       FROM users WHERE phone LIKE '${COLLECTOR_PREFIX}%'
     ), ins AS (
       INSERT INTO people (name, father_name, ward_no, area_name, phone, whatsapp_number,
         household_size, religion, caste, gps_location, created_by, created_at, updated_at)
       SELECT ${firstName('g')} || ' ' || ${lastName(`g / ${FIRST_COUNT}`)},
              ${firstName('g / 3 + 7')} || ' ' || ${lastName(`g / ${FIRST_COUNT}`)},
              (1 + g % 40)::text,
              (${sqlArray(AREAS)})[1 + (g / 11) % ${AREAS.length}],
              '${PEOPLE_PREFIX}' || lpad(g::text, 8, '0'),
              CASE WHEN g % 3 = 0 THEN '${PEOPLE_PREFIX}' || lpad(g::text, 8, '0') END,
              1 + g % 8,
              (${sqlArray(PAIRS.map((p) => p[0]))})[1 + g % ${PAIRS.length}],
              (${sqlArray(PAIRS.map((p) => p[1]))})[1 + g % ${PAIRS.length}],
              CASE WHEN g % 2 = 0 THEN to_char(12.9 + (g % 1000) / 10000.0, 'FM90.000000') || ', ' ||
                                      to_char(77.5 + (g % 997) / 10000.0, 'FM90.000000') END,
              c.ids[1 + g % c.n], now() - make_interval(secs => g), now() - make_interval(secs => g)
       FROM generate_series($1::int, $2::int) g, c
       ON CONFLICT DO NOTHING
       RETURNING 1
     )
     SELECT count(*)::int AS n FROM ins`,
    [from, to],
  );
  return row?.n ?? 0;
}

/**
 * The people indexes a bulk load should not maintain row by row: all but the primary key and
 * the unique phone index (ON CONFLICT needs that one). Their definitions come from the catalogue,
 * so indexes added by later migrations are covered too.
 */
async function secondaryPeopleIndexes(db: Queryable) {
  return db.query<{ name: string; def: string }>(
    `SELECT i.indexname AS name, i.indexdef AS def FROM pg_indexes i
     WHERE i.schemaname = current_schema() AND i.tablename = 'people'
       AND i.indexname NOT IN ('people_pkey', 'people_phone_key')`,
  );
}

/**
 * Fills religions and castes, `collectors` demo collectors and up to `people` demo people spread
 * over them, with set-based statements (generate_series), on PGlite or PostgreSQL. Idempotent:
 * it tops up to the numbers asked and never duplicates (phones are fixed series). A big load runs
 * in one transaction with the secondary indexes dropped and rebuilt at the end (several times
 * faster than maintaining a trigram index row by row); a failure leaves the database as it was.
 */
export async function seedDemo(
  db: Db,
  opts: { people: number; collectors: number; onProgress?: (p: SeedProgress) => void },
): Promise<SeedResult> {
  const progress = opts.onProgress ?? (() => undefined);
  await seedLookups(db);
  await seedCollectors(db, opts.collectors);

  const [{ existing } = { existing: 0 }] = await db.query<{ existing: number }>(
    `SELECT count(*)::int AS existing FROM people WHERE phone LIKE '${PEOPLE_PREFIX}%'`,
  );
  const wanted = Math.max(0, opts.people - existing);
  const added = await db.transaction(async (tx) => {
    const bulk = wanted >= BULK_FROM;
    const indexes = bulk ? await secondaryPeopleIndexes(tx) : [];
    for (const index of indexes) await tx.query(`DROP INDEX ${index.name}`);
    let count = 0;
    for (let from = existing + 1; from <= opts.people; from += BATCH) {
      const to = Math.min(opts.people, from + BATCH - 1);
      count += await insertPeople(tx, from, to);
      progress({ phase: 'people', done: to - existing, total: wanted });
    }
    if (indexes.length > 0) {
      // Memory for sorting an index build on this connection only (a bigger one is faster).
      await tx.query(`SET LOCAL maintenance_work_mem = '256MB'`);
      for (const [i, index] of indexes.entries()) {
        progress({ phase: 'indexes', done: i, total: indexes.length });
        await tx.query(index.def);
      }
      progress({ phase: 'indexes', done: indexes.length, total: indexes.length });
    }
    return count;
  });
  // Fresh statistics, so the planner uses the indexes right away; VACUUM also fills the
  // visibility map that lets counts and deep pages read the indexes only.
  progress({ phase: 'analyze', done: 0, total: 1 });
  // One statement per call: VACUUM refuses to run inside a multi-statement (implicit) transaction.
  if (added > 0) await db.query('VACUUM ANALYZE people');
  await db.query('ANALYZE');
  progress({ phase: 'analyze', done: 1, total: 1 });
  const [counts] = await db.query<{ religions: number; collectors: number; people: number }>(
    `SELECT (SELECT count(*)::int FROM religions) AS religions,
            (SELECT count(*)::int FROM users WHERE phone LIKE '${COLLECTOR_PREFIX}%') AS collectors,
            (SELECT count(*)::int FROM people) AS people`,
  );
  return {
    religions: counts!.religions,
    collectors: counts!.collectors,
    peopleAdded: added,
    peopleTotal: counts!.people,
  };
}
