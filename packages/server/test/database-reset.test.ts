// The component tests' server empties its one database between test files instead of opening a
// fresh copy of the template (test/support/database-reset.ts, test-support/server-child.ts). If
// the emptying left anything behind, a file would see the last one's data: after a file's worth
// of writes (accounts, people, the activity log and its counters, sequences moved), the emptied
// database must be what the migrations left, table by table and sequence by sequence.
import { rmSync } from 'node:fs';
import { openDatabase, type Db } from '../src/db';
import { resettable } from './support/database-reset';
import { freshPgliteDir, freshPostgresDb, onPostgres, startTestApp } from './support/test-app';

let db: Db;
let cleanUp: () => Promise<void>;

beforeAll(async () => {
  if (onPostgres) {
    const fresh = await freshPostgresDb(process.env.TEST_DATABASE_URL!);
    db = await openDatabase({ databaseUrl: fresh.url, dataDir: '' });
    cleanUp = fresh.drop;
  } else {
    const dir = await freshPgliteDir();
    db = await openDatabase({ dataDir: dir });
    cleanUp = async () => rmSync(dir, { recursive: true, force: true });
  }
});
afterAll(async () => {
  await db?.close();
  await cleanUp?.();
});

/** Every table's rows (as JSON, sorted) and every sequence's position. */
async function contents(): Promise<Record<string, unknown>> {
  const tables = await db.query<{ name: string }>(
    `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`,
  );
  const out: Record<string, unknown> = {};
  for (const { name } of tables) {
    const rows = await db.query<{ row: string }>(
      `SELECT to_jsonb(t)::text AS row FROM public."${name}" t ORDER BY 1`,
    );
    out[name] = rows.map((r) => r.row);
  }
  out.sequences = await db.query(
    `SELECT sequencename, last_value::text FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1`,
  );
  return out;
}

it('after a file of writes the emptied database is what the migrations left', async () => {
  const empty = await resettable(db);
  const migrated = await contents();

  for (let file = 1; file <= 2; file += 1) {
    const t = await startTestApp({ db });
    const collector = await t.createCollector();
    await t.createPerson(collector.token);
    const religion = await t.call('POST', '/admin/religions', {
      token: await t.adminToken(),
      body: { name: `Faith ${file}` },
    });
    expect(religion.status).toBe(201);
    await t.close();
    const written = await contents();
    expect(written).not.toEqual(migrated);
    for (const table of ['admins', 'users', 'people', 'audit_events', 'people_counts'])
      expect({ table, rows: (written[table] as unknown[]).length }).not.toEqual({ table, rows: 0 });

    await empty();
    expect(await contents()).toEqual(migrated);
  }
});
