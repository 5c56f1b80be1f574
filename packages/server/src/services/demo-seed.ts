import type { Db } from '../db';
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

const FIRST = ['Aarav', 'Vivaan', 'Aditya', 'Vihaan', 'Arjun', 'Sai', 'Reyansh', 'Ayaan', 'Krishna', 'Ishaan',
  'Ananya', 'Diya', 'Aadhya', 'Saanvi', 'Pari', 'Myra', 'Anika', 'Navya', 'Kiara', 'Riya'];
const LAST = ['Sharma', 'Verma', 'Gupta', 'Singh', 'Kumar', 'Patel', 'Reddy', 'Nair', 'Iyer', 'Khan',
  'Das', 'Joshi', 'Mehta', 'Rao', 'Yadav'];
const AREAS = ['Gandhi Nagar', 'Nehru Colony', 'MG Road', 'Shivaji Park', 'Lake View', 'Old Town',
  'Station Road', 'Market Street', 'Temple Street', 'Green Park'];

const sqlArray = (values: string[]) => `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`;

export interface SeedResult {
  religions: number;
  collectors: number;
  peopleAdded: number;
  peopleTotal: number;
}

/**
 * Fills religions and castes, `collectors` demo collectors and up to `people` demo people spread
 * over them, in a few set-based statements (generate_series), on PGlite or PostgreSQL.
 * Idempotent: it tops up to the numbers asked and never duplicates (phones are fixed series).
 */
export async function seedDemo(db: Db, opts: { people: number; collectors: number }): Promise<SeedResult> {
  for (const [religion, castes] of Object.entries(LOOKUPS)) {
    await db.query(
      `INSERT INTO religions (name) VALUES ($1) ON CONFLICT DO NOTHING`,
      [religion],
    );
    await db.query(
      `INSERT INTO castes (religion_id, name)
       SELECT r.id, c FROM religions r, unnest($2::text[]) c WHERE lower(r.name) = lower($1)
       ON CONFLICT DO NOTHING`,
      [religion, castes],
    );
  }

  // One argon2 hash shared by every demo collector: hashing 500 passwords would take seconds.
  const hash = await hashPassword(DEMO_PASSWORD);
  await db.query(
    `INSERT INTO users (first_name, last_name, phone, email, gender, password_hash, created_at)
     SELECT (${sqlArray(FIRST)})[1 + g % ${FIRST.length}], 'Collector ' || g,
            '${COLLECTOR_PREFIX}' || lpad(g::text, 5, '0'), 'collector' || g || '@example.org',
            (ARRAY['Female','Male','Other'])[1 + g % 3], $2, now() - make_interval(days => g)
     FROM generate_series(1, $1::int) g
     ON CONFLICT DO NOTHING`,
    [opts.collectors, hash],
  );

  const pairs = Object.entries(LOOKUPS).flatMap(([r, cs]) => cs.map((c) => [r, c] as const));
  const [{ existing } = { existing: 0 }] = await db.query<{ existing: number }>(
    `SELECT count(*)::int AS existing FROM people WHERE phone LIKE '${PEOPLE_PREFIX}%'`,
  );
  let added = 0;
  const BATCH = 10_000;
  for (let from = existing + 1; from <= opts.people; from += BATCH) {
    const to = Math.min(opts.people, from + BATCH - 1);
    const rows = await db.query(
      `WITH c AS (
         SELECT id, (row_number() OVER (ORDER BY phone) - 1)::int AS rn, count(*) OVER ()::int AS n
         FROM users WHERE phone LIKE '${COLLECTOR_PREFIX}%'
       )
       INSERT INTO people (name, father_name, ward_no, area_name, phone, whatsapp_number,
         household_size, religion, caste, gps_location, created_by, created_at, updated_at)
       SELECT (${sqlArray(FIRST)})[1 + g % ${FIRST.length}] || ' ' || (${sqlArray(LAST)})[1 + (g / 7) % ${LAST.length}],
              (${sqlArray(FIRST)})[1 + (g / 3) % ${FIRST.length}] || ' ' || (${sqlArray(LAST)})[1 + (g / 7) % ${LAST.length}],
              (1 + g % 40)::text,
              (${sqlArray(AREAS)})[1 + (g / 11) % ${AREAS.length}],
              '${PEOPLE_PREFIX}' || lpad(g::text, 8, '0'),
              CASE WHEN g % 3 = 0 THEN '${PEOPLE_PREFIX}' || lpad(g::text, 8, '0') END,
              1 + g % 8,
              (${sqlArray(pairs.map((p) => p[0]))})[1 + g % ${pairs.length}],
              (${sqlArray(pairs.map((p) => p[1]))})[1 + g % ${pairs.length}],
              CASE WHEN g % 2 = 0 THEN to_char(12.9 + (g % 1000) / 10000.0, 'FM90.000000') || ', ' ||
                                      to_char(77.5 + (g % 997) / 10000.0, 'FM90.000000') END,
              c.id, now() - make_interval(secs => g), now() - make_interval(secs => g)
       FROM generate_series($1::int, $2::int) g
       JOIN c ON c.rn = g % c.n
       ON CONFLICT DO NOTHING
       RETURNING 1`,
      [from, to],
    );
    added += rows.length;
  }
  // Fresh statistics, so the planner uses the indexes right away.
  await db.query('ANALYZE');
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
