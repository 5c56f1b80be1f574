// The activity log against someone with a database session (issue 28, item 3): the server runs,
// writes events and signed checkpoints outside the database, and stops; then the log is changed
// directly in the database, as the tables' owner can: a plain DELETE of the tail (which the
// trigger must refuse), an event edited and the rest of the chain re-hashed with the migration's
// own audit_hash(), and the tail cut off around the trigger; then (issue 45, item 2) audit_prune()
// at the time of an event minutes old, and the anchor moved forward with the events before it
// deleted, triggers off. `npm run audit:verify` must pass the intact log and exit 1 on each
// change; audit_prune must refuse. The log is put back as it was at the end.
//   node --import tsx bench/fault-probe/audit-log-tamper.ts   (PROBE_DATABASE_URL for PostgreSQL)
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { openDatabase, type Db } from '../../packages/server/src/db';
import { adminToken, call, newDataDir, report, ROOT, startServer } from './lib.mjs';

const databaseUrl = process.env.PROBE_DATABASE_URL;
const env = { AUDIT_CHECKPOINT_EVERY: '5', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
const dataDir = newDataDir();

function verify(extra: Record<string, string> = {}): { status: number | null; out: string } {
  const r = spawnSync('npm', ['run', '--silent', 'audit:verify'], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '', ...extra },
    encoding: 'utf8',
  });
  return { status: r.status, out: `${r.stdout}${r.stderr}`.trim() };
}

async function withDb<T>(fn: (db: Db) => Promise<T>): Promise<T> {
  const db = await openDatabase({ databaseUrl, dataDir });
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

async function main(): Promise<void> {
  const server = await startServer({ dataDir, env });
  const token = await adminToken(server.baseUrl);
  const run = `tamper-${Date.now()}`;
  for (let i = 0; i < 12; i += 1)
    await call(server.baseUrl, 'POST', '/admin/religions', { name: `${run}-${i}` }, token);
  server.child.kill('SIGTERM');
  await server.exited;

  const intact = verify();
  const head = await withDb(async (db) => {
    const [row] = await db.query<{ seq: string }>('SELECT max(seq) AS seq FROM audit_events');
    return Number(row!.seq);
  });
  const from = head - 8; // an event under the first checkpoint of this run
  const saved = await withDb(async (db) => {
    const [row] = await db.query<{ rows: unknown }>(
      `SELECT jsonb_agg(to_jsonb(e) ORDER BY e.seq) AS rows FROM audit_events e WHERE e.seq >= $1`,
      [from],
    );
    return row!.rows;
  });

  // 1. The way around the trigger that used to work.
  const plainDelete = await withDb((db) =>
    db
      .transaction(async (tx) => {
        await tx.query(`SELECT set_config('audit.prune', 'on', true)`);
        await tx.query('DELETE FROM audit_events WHERE seq > $1', [head - 3]);
        return 'deleted';
      })
      .catch((error: Error) => `refused: ${error.message}`),
  );

  // 2. One event edited, the chain after it re-hashed: every link holds again.
  await withDb((db) =>
    db.exec(`ALTER TABLE audit_events DISABLE TRIGGER audit_events_append_only;
      DO $$ DECLARE r audit_events%ROWTYPE; prev text; BEGIN
        SELECT hash INTO prev FROM audit_events WHERE seq = ${from - 1};
        FOR r IN SELECT * FROM audit_events WHERE seq >= ${from} ORDER BY seq LOOP
          IF r.seq = ${from} THEN r.details := '{"record": {"name": "Forged"}}'; END IF;
          r.prev_hash := prev; r.hash := audit_hash(r);
          UPDATE audit_events SET details = r.details, prev_hash = r.prev_hash, hash = r.hash WHERE seq = r.seq;
          prev := r.hash;
        END LOOP; END $$;
      ALTER TABLE audit_events ENABLE TRIGGER audit_events_append_only;`),
  );
  const rehashed = verify();

  // 3. And the last events cut off as well.
  await withDb((db) =>
    db.exec(`ALTER TABLE audit_events DISABLE TRIGGER audit_events_append_only;
      DELETE FROM audit_events WHERE seq > ${head - 3};
      ALTER TABLE audit_events ENABLE TRIGGER audit_events_append_only;`),
  );
  const truncated = verify();

  await withDb(async (db) => {
    await db.exec('ALTER TABLE audit_events DISABLE TRIGGER audit_events_append_only');
    await db.query('DELETE FROM audit_events WHERE seq >= $1', [from]);
    await db.query(
      'INSERT INTO audit_events SELECT * FROM jsonb_populate_recordset(NULL::audit_events, $1::jsonb)',
      [JSON.stringify(saved)],
    );
    await db.exec('ALTER TABLE audit_events ENABLE TRIGGER audit_events_append_only');
  });
  const restored = verify();

  // 4. Issue 45, item 2: the oldest events erased by the app's own login. audit_prune() at the
  // time of an event minutes old, as before (one argument), and with a retention of one day.
  const cutAt = await withDb(async (db) => {
    const [row] = await db.query<{ at: Date }>('SELECT at FROM audit_events WHERE seq = $1', [from]);
    return row!.at;
  });
  const pruneCall = async (sql: string, params: unknown[]) =>
    withDb((db) => db.query(sql, params).then(() => 'pruned', (error: Error) => `refused: ${error.message}`));
  const pruneOld = await pruneCall('SELECT audit_prune($1)', [cutAt]);
  const pruneOneDay = await pruneCall('SELECT audit_prune($1, 1)', [cutAt]);

  // 5. The anchor moved forward and the events before it deleted, triggers off: no audit.purged.
  const off = 'ALTER TABLE audit_events DISABLE TRIGGER USER; ALTER TABLE audit_anchor DISABLE TRIGGER USER';
  const on = 'ALTER TABLE audit_events ENABLE TRIGGER USER; ALTER TABLE audit_anchor ENABLE TRIGGER USER';
  const before = await withDb(async (db) => {
    const [anchor] = await db.query<{ seq: string; hash: string; pruned_at: Date | null }>('SELECT * FROM audit_anchor');
    const [rows] = await db.query<{ rows: unknown }>(
      `SELECT jsonb_agg(to_jsonb(e) ORDER BY e.seq) AS rows FROM audit_events e WHERE e.seq < $1`,
      [from],
    );
    await db.exec(`${off};
      UPDATE audit_anchor SET seq = ${from - 1}, hash = (SELECT hash FROM audit_events WHERE seq = ${from - 1});
      DELETE FROM audit_events WHERE seq < ${from}; ${on}`);
    return { anchor: anchor!, rows: rows!.rows };
  });
  const anchorMoved = verify();
  const anchorMovedWithRetention = verify({ AUDIT_RETENTION_DAYS: '30' });
  await withDb(async (db) => {
    await db.exec(off);
    await db.query('UPDATE audit_anchor SET seq = $1, hash = $2, pruned_at = $3', [
      before.anchor.seq,
      before.anchor.hash,
      before.anchor.pruned_at,
    ]);
    await db.query(
      'INSERT INTO audit_events SELECT * FROM jsonb_populate_recordset(NULL::audit_events, $1::jsonb)',
      [JSON.stringify(before.rows)],
    );
    await db.exec(on);
  });
  const restoredAgain = verify();

  report({
    probe: 'activity log truncated and re-hashed in the database',
    ok:
      intact.status === 0 &&
      plainDelete.startsWith('refused') &&
      rehashed.status === 1 &&
      /CHANGED/.test(rehashed.out) &&
      truncated.status === 1 &&
      /TRUNCATED/.test(truncated.out) &&
      restored.status === 0 &&
      pruneOld.startsWith('refused') &&
      /within the retention period/.test(pruneOneDay) &&
      anchorMoved.status === 1 &&
      /PURGED WITHOUT RETENTION/.test(anchorMoved.out) &&
      /PURGED WITHOUT RECORD/.test(anchorMoved.out) &&
      anchorMovedWithRetention.status === 1 &&
      /PURGED TOO SOON/.test(anchorMovedWithRetention.out) &&
      restoredAgain.status === 0,
    intact: intact.out,
    plainDelete,
    rehashed: rehashed.out,
    truncated: truncated.out,
    restored: restored.out,
    pruneOld,
    pruneOneDay,
    anchorMoved: anchorMoved.out,
    anchorMovedWithRetention: anchorMovedWithRetention.out,
    restoredAgain: restoredAgain.out,
  });
  rmSync(dataDir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
