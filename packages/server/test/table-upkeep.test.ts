import { recomputeQuality } from '../src/services/quality-recompute';
import { describeOn } from './support/only-on';
import { startTestApp, type TestApp } from './support/test-app';

jest.setTimeout(120_000);

// Issue 46, item 4: PGlite has no autovacuum, so the server does its work when idle; a bulk
// rewrite (the quality recompute) vacuums what it rewrote itself, on either database.

const PROBE_ROWS = 5000;

interface TableStats {
  dead: number;
  lastVacuum: Date | null;
  lastAnalyze: Date | null;
}

async function probeApp(): Promise<TestApp> {
  const t = await startTestApp();
  await t.app.db.query('CREATE TABLE upkeep_probe (id int PRIMARY KEY, v int NOT NULL)');
  await t.app.db.query(
    `INSERT INTO upkeep_probe SELECT g, 0 FROM generate_series(1, ${PROBE_ROWS}) g`,
  );
  await t.app.db.query('VACUUM (ANALYZE) upkeep_probe');
  return t;
}

async function stats(t: TestApp, table: string): Promise<TableStats> {
  await t.app.db.query('SELECT pg_stat_force_next_flush()');
  const [row] = await t.app.db.query<TableStats>(
    `SELECT n_dead_tup::int AS dead, last_vacuum AS "lastVacuum", last_analyze AS "lastAnalyze"
     FROM pg_stat_user_tables WHERE relname = $1`,
    [table],
  );
  return row!;
}

/** Every row of the probe rewritten once: PROBE_ROWS dead row versions, all over the thresholds. */
const rewriteProbe = (t: TestApp) => t.app.db.query('UPDATE upkeep_probe SET v = v + 1');

describeOn('pglite', 'the table upkeep on PGlite', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await probeApp();
  });
  afterAll(() => t?.close());

  it('vacuums and analyses a table with many dead rows, then finds nothing more to do', async () => {
    const before = await stats(t, 'upkeep_probe');
    await rewriteProbe(t);
    expect((await stats(t, 'upkeep_probe')).dead).toBe(PROBE_ROWS);

    const outcome = await t.app.tableUpkeep.runNow();
    expect(outcome).toEqual({
      ran: expect.arrayContaining([
        expect.objectContaining({ table: 'upkeep_probe', deadRows: PROBE_ROWS }),
      ]),
    });
    const after = await stats(t, 'upkeep_probe');
    expect(after.dead).toBe(0);
    expect(after.lastVacuum!.getTime()).toBeGreaterThan(before.lastVacuum!.getTime());
    expect(after.lastAnalyze!.getTime()).toBeGreaterThan(before.lastAnalyze!.getTime());

    // Nothing is due any more: a second pass leaves the probe alone.
    const again = await t.app.tableUpkeep.runNow();
    expect(again).toEqual({
      ran: expect.not.arrayContaining([expect.objectContaining({ table: 'upkeep_probe' })]),
    });
  });

  it('leaves a table whose changes are under the thresholds (50 + 20 % of its rows)', async () => {
    await t.app.db.query('UPDATE upkeep_probe SET v = v + 1 WHERE id <= 100');
    await t.app.tableUpkeep.runNow();
    expect((await stats(t, 'upkeep_probe')).dead).toBe(100);
  });

  it('does not run while a backup copies the folder', async () => {
    await rewriteProbe(t);
    const db = t.app.db as { backupInProgress?: () => boolean };
    const real = db.backupInProgress;
    db.backupInProgress = () => true;
    try {
      expect(await t.app.tableUpkeep.runNow()).toEqual({ skipped: 'backup' });
    } finally {
      db.backupInProgress = real;
    }
    expect((await stats(t, 'upkeep_probe')).dead).toBeGreaterThanOrEqual(PROBE_ROWS);
  });

  it('waits for the server to be idle: not right after a request', async () => {
    await t.call('GET', '/health');
    expect(await t.app.tableUpkeep.tick()).toEqual({ skipped: 'busy' });
  });
});

describeOn('postgres', 'the table upkeep on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await probeApp();
  });
  afterAll(() => t?.close());

  it('does nothing: autovacuum does it', async () => {
    await rewriteProbe(t);
    expect(await t.app.tableUpkeep.runNow()).toEqual({ skipped: 'postgres' });
    expect(await t.app.tableUpkeep.tick()).toEqual({ skipped: 'postgres' });
  });
});

describe('npm run quality:recompute', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it('ends with VACUUM (ANALYZE) of people when it changed flags', async () => {
    const c = await t.createCollector();
    // Namesakes without a position: possible_duplicate and no_location to set again.
    for (let i = 0; i < 3; i += 1) await t.createPerson(c.token);
    await t.app.quality.settled();
    // Stale flags, as data from before the flags existed has: the recompute must set them again.
    await t.app.db.query('UPDATE people SET flags = 0');
    const before = await stats(t, 'people');
    const r = await recomputeQuality(t.app.db, 5000);
    expect(r.changed).toBeGreaterThan(0);
    const after = await stats(t, 'people');
    expect(after.dead).toBe(0);
    expect(after.lastVacuum).not.toBeNull();
    expect(after.lastVacuum!.getTime()).toBeGreaterThan(before.lastVacuum?.getTime() ?? 0);
  });
});
