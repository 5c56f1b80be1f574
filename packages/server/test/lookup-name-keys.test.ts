// Issue 45, item 4: migration 0016 makes religion and caste names unique after NFKC, case
// folding and without invisible characters. Names saved before may already clash under that
// key: the migration keeps every row (the oldest gets the plain key, the others their id
// appended), and from then on a clashing name or rename is refused.
import { cpSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { migrate } from '../src/db/migrate';
import type { Db } from '../src/db/types';
import { openEmptyDatabase, type EmptyDatabase } from './support/empty-database';

jest.setTimeout(120_000);

const MIGRATIONS = path.resolve(__dirname, '../migrations');
const KEYS = '0016_lookup_name_keys.sql';

let empty: EmptyDatabase;
let dir: string;
let db: Db;
beforeAll(async () => {
  empty = await openEmptyDatabase('hr-name-keys-');
  ({ dir, db } = empty);
});
afterAll(() => empty?.close());

/** The migrations before 0016 into one folder, run; then 0016 and the rest. */
async function migrateUpTo(before: boolean): Promise<string[]> {
  const files = path.join(dir, 'migrations');
  mkdirSync(files, { recursive: true });
  for (const file of readdirSync(MIGRATIONS).filter(
    (f) => f.endsWith('.sql') && (!before || f < KEYS),
  )) {
    cpSync(path.join(MIGRATIONS, file), path.join(files, file));
  }
  return migrate(db, files);
}

const keys = async (table: 'religions' | 'castes') =>
  db.query<{ name: string; name_key: string; id: string }>(
    `SELECT name, name_key, id FROM ${table} ORDER BY created_at, id`,
  );

it('existing look-alike names migrate (kept, the later ones keyed apart); new ones are refused', async () => {
  await migrateUpTo(true);
  // Before 0016 only lower(name) was unique: these four were all accepted.
  // A second apart each: the order is theirs to keep, not the clock's (rows saved within one
  // tick of it tie, and the oldest, which keeps the plain key, would be a matter of chance).
  for (const [i, name] of ['Hindu', 'Hin\u200ddu', 'ＨＩＮＤＵ', 'Jain'].entries()) {
    await db.query(
      `INSERT INTO religions (name, created_at) VALUES ($1, now() + $2 * interval '1 second')`,
      [name, i],
    );
  }
  const [hindu] = await db.query<{ id: string }>(`SELECT id FROM religions WHERE name = 'Hindu'`);
  for (const [i, name] of ['Brahmin', 'BRAHMIN\u2060', 'Newar'].entries()) {
    await db.query(
      `INSERT INTO castes (religion_id, name, created_at) VALUES ($1, $2, now() + $3 * interval '1 second')`,
      [hindu!.id, name, i],
    );
  }

  expect(await migrateUpTo(false)).toContain(KEYS);
  const religions = await keys('religions');
  expect(religions.map((r) => r.name_key)).toEqual([
    'hindu',
    `hindu #${religions[1]!.id}`,
    `hindu #${religions[2]!.id}`,
    'jain',
  ]);
  expect((await keys('castes')).map((c) => c.name_key)).toEqual([
    'brahmin',
    expect.stringMatching(/^brahmin #/),
    'newar',
  ]);

  // From now on: a look-alike is a unique violation on the same index as before (409 in the API).
  await expect(
    db.query('INSERT INTO religions (name) VALUES ($1)', ['HINDU']),
  ).rejects.toMatchObject({
    code: '23505',
    constraint: 'religions_name_key',
  });
  await expect(
    db.query('INSERT INTO castes (religion_id, name) VALUES ($1, $2)', [hindu!.id, 'newar']),
  ).rejects.toMatchObject({
    code: '23505',
    constraint: 'castes_religion_name_key',
  });
  // A kept look-alike renamed to a name of its own gets the plain key; back to a clash: refused.
  const twin = religions[1]!.id;
  await db.query('UPDATE religions SET name = $2 WHERE id = $1', [twin, 'Sanatan']);
  expect((await keys('religions')).find((r) => r.id === twin)?.name_key).toBe('sanatan');
  await expect(
    db.query('UPDATE religions SET name = $2 WHERE id = $1', [twin, 'hindu']),
  ).rejects.toMatchObject({ code: '23505' });
});
