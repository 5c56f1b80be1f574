// Issue 28, item 3: the activity log proves itself against checkpoints signed with AUDIT_KEY
// outside the database. One real server writes the checkpoints (every N events and at
// shutdown); then its database is tampered with as someone with a database session would, and
// `audit:verify` must say what is missing or changed.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { openDatabase, type Db } from '../src/db';
import { chainHead, verifyChain } from '../src/db/queries/audit';
import {
  appendCheckpoint,
  prepareCheckpointFile,
  readCheckpointFile,
  signCheckpoint,
  type Checkpoint,
} from '../src/services/audit-checkpoints';
import { verifyLog } from '../src/services/audit-verify';
import { pruneAuditEvents } from '../src/services/housekeeping';
import { apiCall } from './support/api-call.mjs';
import { officeAccount } from './support/office-sign-in.mjs';
import { freshDataDir, ROOT, startServerProcess, type ServerProcess } from './support/server-process';
import { ageLog } from './support/checkpoints';
import { freshPostgresDb } from './support/test-app';

jest.setTimeout(180_000);

let server: ServerProcess;
let checkpointFile: string;
beforeAll(async () => {
  // LOG_LEVEL warn, as in production: the checkpoint lines must reach the log all the same.
  server = await startServerProcess('main', { AUDIT_CHECKPOINT_EVERY: '3', LOG_LEVEL: 'warn' });
  checkpointFile = path.join(server.dataDir, 'audit-checkpoints.jsonl');
});
afterAll(() => server?.dispose());

const mode = (file: string) => statSync(file).mode & 0o777;
async function until(condition: () => boolean, ms = 10_000): Promise<void> {
  for (const end = Date.now() + ms; !condition(); ) {
    if (Date.now() > end) throw new Error('timed out waiting for a checkpoint');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
const checkpoints = (file = checkpointFile): Checkpoint[] =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Checkpoint);

/** `npm run audit:verify` as an operator runs it, on the server's database and folder. */
function verify(args: string[] = [], env: Record<string, string> = {}): { status: number | null; out: string } {
  const r = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'packages/server/src/cli/audit-verify.ts', ...args],
    {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: server.databaseUrl ?? '', ...env },
      encoding: 'utf8',
    },
  );
  return { status: r.status, out: `${r.stdout}${r.stderr}` };
}

/** The server's database, opened as an intruder would (the server has stopped by then). */
async function withDb<T>(fn: (db: Db) => Promise<T>): Promise<T> {
  const db = await openDatabase({ databaseUrl: server.databaseUrl, dataDir: server.dataDir });
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

const key = () => readFileSync(path.join(server.dataDir, 'audit-key'), 'utf8');

/**
 * What `npm run audit:verify` prints and whether it exits 0, on a database already open: the
 * command's own code without a process of its own (each start costs seconds).
 */
async function verifyIn(db: Db, options: { file?: string; key?: string; retentionDays?: number } = {}) {
  const file = options.file ?? checkpointFile;
  const r = await verifyLog(db, {
    checkpointFile: file,
    checkpointText: readCheckpointFile(file),
    key: options.key ?? key(),
    retentionDays: options.retentionDays,
  });
  return { ok: r.ok, out: r.lines.join('\n') };
}

/**
 * Runs `change` with the append-only trigger off, as the tables' owner can, then `check`, then
 * puts every event from `fromSeq` on back as it was, so each test starts from the intact log.
 */
async function tampered(fromSeq: number, change: string, check: (db: Db) => Promise<void>): Promise<void> {
  await withDb(async (db) => {
    const [row] = await db.query<{ rows: unknown }>(
      `SELECT coalesce(jsonb_agg(to_jsonb(e) ORDER BY e.seq), '[]') AS rows FROM audit_events e WHERE e.seq >= $1`,
      [fromSeq],
    );
    const triggerOff = 'ALTER TABLE audit_events DISABLE TRIGGER audit_events_append_only';
    const triggerOn = 'ALTER TABLE audit_events ENABLE TRIGGER audit_events_append_only';
    await db.exec(`${triggerOff}; ${change}; ${triggerOn}`);
    await check(db);
    await db.exec(triggerOff);
    await db.query('DELETE FROM audit_events WHERE seq >= $1', [fromSeq]);
    await db.query('INSERT INTO audit_events SELECT * FROM jsonb_populate_recordset(NULL::audit_events, $1::jsonb)', [
      JSON.stringify(row!.rows),
    ]);
    await db.exec(triggerOn);
  });
}

describe('the server writes signed checkpoints outside the database', () => {
  it('every AUDIT_CHECKPOINT_EVERY events and at shutdown, to the file (0600) and the log', async () => {
    // MFA_REQUIRED=office: the admin enrols an authenticator app at this first sign-in.
    const token = await officeAccount({
      call: (method, url, body, bearer) => apiCall(server.baseUrl, method, url, body, bearer),
      emailOrPhone: 'admin@example.org',
      password: 'Admin-Passw0rd!',
    }).signIn();
    // Genesis: a new file gets a checkpoint of the log at the start (empty, seq 0, or its first
    // events), and the first event is pinned within the second the server looks.
    const genesis = checkpoints()[0]!;
    expect(genesis.seq).toBeLessThanOrEqual(1);
    await until(() => checkpoints().some((c) => c.seq >= 1));
    const first = checkpoints().at(-1)!.seq;
    for (const name of ['One', 'Two', 'Three']) {
      expect((await apiCall(server.baseUrl, 'POST', '/admin/religions', { name }, token)).status).toBe(201);
    }
    // Three events or more past the last one: the next checkpoint within the second the server looks.
    await until(() => checkpoints().some((c) => c.seq >= first + 3));
    for (const name of ['Four', 'Five']) {
      await apiCall(server.baseUrl, 'POST', '/admin/religions', { name }, token);
    }
    server.child.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);

    const head = await withDb(chainHead);
    const written = checkpoints();
    expect(written.at(-1)).toMatchObject({ seq: head.seq, hash: head.hash });
    expect(mode(checkpointFile)).toBe(0o600);
    expect(mode(path.join(server.dataDir, 'audit-key'))).toBe(0o600);
    // The same lines in the server's log, which verify reads as well.
    const logged = server
      .stdout()
      .split('\n')
      .filter((l) => l.includes('"auditCheckpoint"'))
      .map((l) => (JSON.parse(l) as { auditCheckpoint: Checkpoint }).auditCheckpoint);
    expect(logged).toEqual(written);
  });

  it('audit:verify says OK and names the checkpoint it matched', async () => {
    const last = checkpoints().at(-1)!;
    const r = verify();
    expect(r.out).toContain(`OK (${last.seq} events), up to the checkpoint at seq ${last.seq} of ${last.at}`);
    expect(r.status).toBe(0);
    // The server's log serves as well, when the file is lost.
    const log = path.join(server.dataDir, 'server.log');
    writeFileSync(log, server.stdout());
    const fromLog = await withDb((db) => verifyIn(db, { file: log }));
    expect(fromLog.out).toContain(`OK (${last.seq} events), up to the checkpoint at seq ${last.seq} of ${last.at}`);
  });
});

describe('audit:verify finds what a database session did', () => {
  it('a cut-off end: refused as a plain DELETE, found when done around the trigger', async () => {
    const last = checkpoints().at(-1)!;
    await withDb(async (db) => {
      // The old way around the trigger no longer opens it.
      await expect(
        db.transaction(async (tx) => {
          await tx.query(`SELECT set_config('audit.prune', 'on', true)`);
          await tx.query('DELETE FROM audit_events WHERE seq > 2');
        }),
      ).rejects.toThrow(/append-only: DELETE on audit_events refused/);
      await expect(db.query(`UPDATE audit_anchor SET seq = 5`)).rejects.toThrow(/append-only/);
    });
    await tampered(3, 'DELETE FROM audit_events WHERE seq > 2', async (db) => {
      const r = await verifyIn(db);
      expect(r.ok).toBe(false);
      expect(r.out).toContain(`TRUNCATED: the log ends at seq 2 but the checkpoint of ${last.at}`);
      expect(r.out).toContain(`events 3 to ${last.seq} are missing`);
      expect(r.out).not.toContain('BROKEN'); // the chain that is left is whole
    });
  });

  it('an edited event with the rest of the chain re-hashed by audit_hash()', async () => {
    const first = checkpoints().find((c) => c.seq >= 3)!; // past the genesis checkpoint
    const edited = first.seq - 1;
    const rehash = `DO $$ DECLARE r audit_events%ROWTYPE; prev text; BEGIN
      SELECT hash INTO prev FROM audit_events WHERE seq = ${edited - 1};
      FOR r IN SELECT * FROM audit_events WHERE seq >= ${edited} ORDER BY seq LOOP
        IF r.seq = ${edited} THEN r.details := '{"record": {"name": "Forged"}}'; END IF;
        r.prev_hash := prev; r.hash := audit_hash(r);
        UPDATE audit_events SET details = r.details, prev_hash = r.prev_hash, hash = r.hash WHERE seq = r.seq;
        prev := r.hash;
      END LOOP; END $$`;
    await tampered(edited, rehash, async (db) => {
      const r = await verifyIn(db);
      expect(r.ok).toBe(false);
      expect(r.out).not.toContain('BROKEN'); // the chain itself holds: only the key tells
      expect(r.out).toContain(`CHANGED: the event at seq ${first.seq} hashes to`);
      expect(r.out).toContain(`the log up to seq ${first.seq} was edited and re-hashed`);
    });
  });

  it('a checkpoint with a bad MAC: a forged line, or another key', async () => {
    const forged = path.join(server.dataDir, 'forged.jsonl');
    const lines = readFileSync(checkpointFile, 'utf8').trim().split('\n');
    const last = JSON.parse(lines.at(-1)!) as Checkpoint;
    // Someone moves the last checkpoint back to match a log cut shorter.
    lines.push(JSON.stringify({ ...last, seq: 2 }));
    // And a line cut short (a disk that filled up).
    lines.push(JSON.stringify(last).slice(0, 40));
    writeFileSync(forged, `${lines.join('\n')}\n`);
    await withDb(async (db) => {
      const r = await verifyIn(db, { file: forged });
      expect(r.ok).toBe(false);
      expect(r.out).toContain(
        `BAD CHECKPOINT in ${forged}: line ${lines.length - 1} (seq 2, ${last.at}) has a MAC that does not match its contents: the line was edited or forged`,
      );
      expect(r.out).toContain(`line ${lines.length} is not valid JSON: the file was damaged or edited`);
      const other = await verifyIn(db, { key: 'another-key-of-at-least-32-characters!!' });
      expect(other.ok).toBe(false);
      expect(other.out).toMatch(/line 1 \(seq \d+, .*\) was signed with another key \(\w{8}\), not this AUDIT_KEY \(\w{8}\)/);
    });
    rmSync(forged);

    const short = verify([], { AUDIT_KEY: 'too-short' });
    expect(short.status).toBe(2);
    expect(short.out).toContain('AUDIT_KEY must be at least 32 characters with no spaces');
  });

  it('a checkpoint file the server cannot write stops its start, saying which', () => {
    const notAFolder = path.join(server.dataDir, 'audit-key', 'checkpoints.jsonl');
    expect(() => prepareCheckpointFile(notAFolder)).toThrow(
      `AUDIT_CHECKPOINT_FILE ${notAFolder} cannot be written (EEXIST)`,
    );
  });

  it('no checkpoint file: said plainly, exit 1', () => {
    const elsewhere = path.join(server.dataDir, 'elsewhere.jsonl');
    const r = verify(['--checkpoints', elsewhere]);
    expect(r.status).toBe(1);
    expect(r.out).toContain(`NO CHECKPOINTS: ${elsewhere} is missing or empty`);
  });
});

describe('retention', () => {
  it('audit_prune refuses without a retention period and a cut-off within it; the old one-argument call is gone', async () => {
    await withDb(async (db) => {
      await expect(db.query('SELECT audit_prune(now())')).rejects.toThrow(/audit_prune\(timestamp with time zone\) does not exist/);
      await expect(db.query('SELECT audit_prune(now(), NULL)')).rejects.toThrow(/no retention period/);
      await expect(db.query('SELECT audit_prune(now(), 0)')).rejects.toThrow(/no retention period/);
      await expect(db.query(`SELECT audit_prune(now() - interval '2 days', 3)`)).rejects.toThrow(
        /the cut-off .* is within the retention period of 3 days/,
      );
      // What housekeeping does with AUDIT_RETENTION_DAYS=1: events minutes old stay.
      expect(await pruneAuditEvents(db, 1)).toBe(0);
    });
  });

  // Issue 45, item 2, the second reproduction: the tables' owner moves the anchor forward and
  // deletes the events before it, triggers off, with no audit.purged event.
  it('the anchor moved and the events before it deleted around audit_prune(): found', async () => {
    expect(checkpoints()[0]!.seq).toBeLessThanOrEqual(1); // the genesis checkpoint, written at the start
    const cut = 4;
    await withDb(async (db) => {
      const [saved] = await db.query<{ rows: unknown }>(
        `SELECT jsonb_agg(to_jsonb(e) ORDER BY e.seq) AS rows FROM audit_events e WHERE e.seq <= $1`,
        [cut],
      );
      const off = `ALTER TABLE audit_events DISABLE TRIGGER USER; ALTER TABLE audit_anchor DISABLE TRIGGER USER`;
      const on = `ALTER TABLE audit_events ENABLE TRIGGER USER; ALTER TABLE audit_anchor ENABLE TRIGGER USER`;
      await db.exec(`${off};
        UPDATE audit_anchor SET seq = ${cut}, hash = (SELECT hash FROM audit_events WHERE seq = ${cut});
        DELETE FROM audit_events WHERE seq <= ${cut}; ${on}`);
      expect((await verifyChain(db)).broken).toBeUndefined(); // the chain alone cannot tell
      const r = await verifyIn(db, { retentionDays: 30 });
      expect(r.ok).toBe(false);
      expect(r.out).toContain(`PURGED WITHOUT RECORD: the log starts after seq ${cut}, but no audit.purged event names that removal`);
      expect(r.out).toMatch(
        new RegExp(`PURGED TOO SOON: events [01] to ${cut} were removed, but the checkpoint of .* shows them written less than AUDIT_RETENTION_DAYS \\(30 days\\) ago`),
      );
      expect((await verifyIn(db)).out).toContain(
        `PURGED WITHOUT RETENTION: events up to seq ${cut} were removed, but AUDIT_RETENTION_DAYS is not set`,
      );
      await db.exec(`${off}; UPDATE audit_anchor SET seq = 0, hash = repeat('0', 64)`);
      await db.query('INSERT INTO audit_events SELECT * FROM jsonb_populate_recordset(NULL::audit_events, $1::jsonb)', [
        JSON.stringify(saved!.rows),
      ]);
      await db.exec(on);
      expect((await verifyIn(db, { retentionDays: 30 })).ok).toBe(true);
    });
  });

  it('a purge by retention days later verifies; unset or a longer AUDIT_RETENTION_DAYS says it was too soon', async () => {
    await withDb(async (db) => {
      // Every event and checkpoint three days older (re-hashed and re-signed): retention of one day applies.
      await ageLog(db, 3, { file: checkpointFile, key: key() });
      expect((await verifyIn(db, { retentionDays: 1 })).ok).toBe(true);
      const before = await chainHead(db);
      expect(await pruneAuditEvents(db, 1)).toBe(before.seq);
      expect(await db.query('SELECT seq::int AS seq, action, details FROM audit_events')).toEqual([
        {
          seq: before.seq + 1,
          action: 'audit.purged',
          details: { fromSeq: 1, toSeq: before.seq, count: before.seq, before: expect.any(String), retentionDays: 1 },
        },
      ]);
      // The last checkpoint was of the last event removed: the anchor now, which must match it.
      const purged = await verifyIn(db, { retentionDays: 1 });
      expect(purged.out).toContain(`OK (1 events), up to the checkpoint at seq ${before.seq} of`);
      expect(purged.ok).toBe(true);
      expect((await verifyIn(db)).out).toContain(`PURGED WITHOUT RETENTION: events up to seq ${before.seq} were removed`);
      expect((await verifyIn(db, { retentionDays: 5 })).out).toMatch(
        /PURGED TOO SOON: events \d+ to \d+ were removed, but the checkpoint of .* shows them written less than AUDIT_RETENTION_DAYS \(5 days\) ago/,
      );
      appendCheckpoint(checkpointFile, signCheckpoint(key(), await chainHead(db)));
      const r = await verifyIn(db, { retentionDays: 1 });
      expect(r.out).toContain(`OK (1 events), up to the checkpoint at seq ${before.seq + 1}`);
      expect(r.ok).toBe(true);
    });
  });
});

it('a new install with no events and no checkpoints is OK', async () => {
  const fresh = process.env.TEST_DATABASE_URL ? await freshPostgresDb(process.env.TEST_DATABASE_URL) : undefined;
  const dataDir = fresh ? server.dataDir : await freshDataDir();
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'packages/server/src/cli/audit-verify.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: fresh?.url ?? '',
      AUDIT_CHECKPOINT_FILE: path.join(dataDir, 'none-yet.jsonl'),
    },
    encoding: 'utf8',
  });
  await fresh?.drop();
  if (!fresh) rmSync(dataDir, { recursive: true, force: true });
  expect(r.stdout).toContain(`OK (0 events); no checkpoints yet in ${path.join(dataDir, 'none-yet.jsonl')}`);
  expect(r.status).toBe(0);
});
