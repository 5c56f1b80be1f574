import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { openDatabase, type Db } from '../src/db';
import { pruneEventsBefore, verifyChain } from '../src/db/queries/audit';
import { ANONYMOUS, recordEvent } from '../src/services/audit';
import { pruneAuditEvents } from '../src/services/housekeeping';
import { ageLog, backdateCheckpoints } from './support/checkpoints';
import { startTestApp, type TestApp } from './support/test-app';

jest.setTimeout(180_000);

const ROOT = path.resolve(__dirname, '../../..');

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  const admin = await t.adminToken();
  for (const name of ['One', 'Two', 'Three', 'Four']) {
    await t.call('POST', '/admin/religions', { token: admin, body: { name } });
  }
  // `npm run audit:verify` opens the database itself; an embedded one admits one process.
  await t.app.close();
});
afterAll(() => t?.close());

/** `npm run audit:verify` against the test's database, as an operator would run it. */
function runVerify(extra: Record<string, string> = {}): { status: number | null; out: string } {
  const env = { ...process.env, DATA_DIR: t.config.dataDir, DATABASE_URL: t.config.databaseUrl ?? '', ...extra };
  const r = spawnSync('npm', ['run', '--silent', 'audit:verify'], { cwd: ROOT, env, encoding: 'utf8' });
  return { status: r.status, out: `${r.stdout}${r.stderr}` };
}

async function withDb<T>(fn: (db: Db) => Promise<T>): Promise<T> {
  const db = await openDatabase({ databaseUrl: t.config.databaseUrl, dataDir: t.config.dataDir });
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

describe('npm run audit:verify', () => {
  it('prints OK (N events) for an intact chain', async () => {
    const count = await withDb(async (db) => (await verifyChain(db)).count);
    expect(count).toBeGreaterThanOrEqual(5); // the admin's sign-in and four religions
    const r = runVerify();
    expect(r.out).toContain(`OK (${count} events)`);
    expect(r.status).toBe(0);
  });

  it('names the first edited event and exits non-zero (the test disables the trigger to edit)', async () => {
    const seq = await withDb(async (db) => {
      const [row] = await db.query<{ seq: string }>(
        `SELECT seq FROM audit_events WHERE action = 'religion.created' ORDER BY seq LIMIT 1 OFFSET 1`,
      );
      await db.exec('ALTER TABLE audit_events DISABLE TRIGGER audit_events_append_only');
      await db.query(`UPDATE audit_events SET details = '{"record": {"name": "Forged"}}' WHERE seq = $1`, [row!.seq]);
      await db.exec('ALTER TABLE audit_events ENABLE TRIGGER audit_events_append_only');
      return Number(row!.seq);
    });
    const r = runVerify();
    expect(r.status).toBe(1);
    expect(r.out).toContain(`BROKEN at event seq ${seq}`);
    expect(r.out).toContain('hash does not match its contents');

    // A deleted event is a gap in the chain.
    await withDb(async (db) => {
      await db.exec('ALTER TABLE audit_events DISABLE TRIGGER audit_events_append_only');
      await db.query(`UPDATE audit_events SET details = '{"record": {"name": "Two"}}' WHERE seq = $1`, [seq]);
      await db.query('DELETE FROM audit_events WHERE seq = $1', [seq]);
      await db.exec('ALTER TABLE audit_events ENABLE TRIGGER audit_events_append_only');
      expect((await verifyChain(db)).broken).toMatchObject({ seq: seq + 1, reason: expect.stringMatching(/missing events/) });
    });
  });
});

describe('retention (AUDIT_RETENTION_DAYS)', () => {
  it('prunes the oldest events, re-anchors the chain, and new events chain on', async () => {
    await withDb(async (db) => {
      // Repair the gap the previous test made: start again from a clean log by pruning it all,
      // three days on (the log aged, re-hashed); what is left is the event naming the range removed.
      const total = (await verifyChain(db)).count;
      await ageLog(db, 3);
      expect(await pruneAuditEvents(db, 1)).toBe(total);
      expect(await verifyChain(db)).toEqual({ count: 1 });
      const [anchor] = await db.query<{ seq: string }>('SELECT seq FROM audit_anchor');

      for (const name of ['A', 'B', 'C']) {
        await recordEvent(db, { actor: ANONYMOUS, action: 'religion.created', clientAddress: null, details: { name } });
        // A cut-off is a JavaScript Date (milliseconds): keep each event in a millisecond of its own.
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      await ageLog(db, 3);
      const rows = await db.query<{ seq: string; at: Date }>('SELECT seq, at FROM audit_events ORDER BY seq');
      expect(rows.map((r) => Number(r.seq))).toEqual([1, 2, 3, 4].map((i) => Number(anchor!.seq) + i));

      // Keep the newest event only (and the new purge event): the anchor moves to the one before.
      expect(await pruneEventsBefore(db, rows[3]!.at, 1)).toBe(3);
      expect(await verifyChain(db)).toEqual({ count: 2 });
      const [moved] = await db.query<{ seq: string }>('SELECT seq FROM audit_anchor');
      expect(Number(moved!.seq)).toBe(Number(rows[2]!.seq));
      // Within the retention period nothing goes: the event left is three days old.
      expect(await pruneAuditEvents(db, 5)).toBe(0);
    });
    // The checkpoints the server wrote (at its start and close) pin events just pruned: as if days old.
    backdateCheckpoints(path.join(t.config.dataDir, 'audit-checkpoints.jsonl'), t.config.auditKey, 3);
    const r = runVerify({ AUDIT_RETENTION_DAYS: '1' });
    expect(r.out).toContain('OK (2 events)');
    expect(r.status).toBe(0);
    // Run without the server's retention setting, the same purges are reported.
    const unset = runVerify({ AUDIT_RETENTION_DAYS: '' });
    expect(unset.out).toContain('PURGED WITHOUT RETENTION');
    expect(unset.status).toBe(1);
  });

  it('AUDIT_RETENTION_DAYS must be a whole number of days', async () => {
    const { loadConfig } = await import('../src/config');
    const base = { DATA_DIR: t.config.dataDir, JWT_SECRET: 'x'.repeat(40) };
    expect(loadConfig(base).auditRetentionDays).toBeUndefined();
    expect(loadConfig({ ...base, AUDIT_RETENTION_DAYS: '365' }).auditRetentionDays).toBe(365);
    expect(() => loadConfig({ ...base, AUDIT_RETENTION_DAYS: 'forever' })).toThrow(/AUDIT_RETENTION_DAYS/);
  });
});
