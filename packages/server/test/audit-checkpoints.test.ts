// Issue 28, item 3: the activity log proves itself against checkpoints signed with AUDIT_KEY
// outside the database. One real server writes the checkpoints (every N events and at
// shutdown); then its database is tampered with as someone with a database session would, and
// `audit:verify` must say what is missing or changed.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { openDatabase, type Db } from '../src/db';
import { chainHead } from '../src/db/queries/audit';
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
import { freshDataDir, ROOT, startServerProcess, type ServerProcess } from './support/server-process';
import { backdateCheckpoints } from './support/checkpoints';
import { freshPostgresDb } from './support/test-app';

jest.setTimeout(180_000);

let server: ServerProcess;
let checkpointFile: string;
beforeAll(async () => {
  server = await startServerProcess('main', { AUDIT_CHECKPOINT_EVERY: '3' });
  checkpointFile = path.join(server.dataDir, 'audit-checkpoints.jsonl');
});
afterAll(() => server?.dispose());

const mode = (file: string) => statSync(file).mode & 0o777;
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
async function verifyIn(db: Db, options: { file?: string; key?: string } = {}) {
  const file = options.file ?? checkpointFile;
  const r = await verifyLog(db, { checkpointFile: file, checkpointText: readCheckpointFile(file), key: options.key ?? key() });
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
    const token = (
      await apiCall(server.baseUrl, 'POST', '/auth/admin/login', {
        emailOrPhone: 'admin@example.org',
        password: 'Admin-Passw0rd!',
      })
    ).body.token as string;
    for (const name of ['One', 'Two', 'Three']) {
      expect((await apiCall(server.baseUrl, 'POST', '/admin/religions', { name }, token)).status).toBe(201);
    }
    // Three events or more past the start: one checkpoint within the second the server looks.
    await server.logged('activity log checkpoint');
    expect(checkpoints()).toHaveLength(1);
    expect(checkpoints()[0]!.seq).toBeGreaterThanOrEqual(3);
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
    const first = checkpoints()[0]!;
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
  it('purges only through audit_prune, records the range; removing events younger than a day is found', async () => {
    await withDb(async (db) => {
      const before = await chainHead(db);
      // Every event so far is older than a day, seen from three days on.
      expect(await pruneAuditEvents(db, 1, new Date(Date.now() + 3 * 86_400_000))).toBe(before.seq);
      expect(await db.query('SELECT seq::int AS seq, action, details FROM audit_events')).toEqual([
        {
          seq: before.seq + 1,
          action: 'audit.purged',
          details: { fromSeq: 1, toSeq: before.seq, count: before.seq, before: expect.any(String) },
        },
      ]);
      // But the checkpoints were written seconds ago, so whoever called audit_prune() did not
      // wait for retention: the chain is whole, the purge is not.
      const r = await verifyIn(db);
      expect(r.ok).toBe(false);
      expect(r.out).toMatch(/PURGED TOO SOON: events \d+ to \d+ were removed, but the checkpoint of .* shows them written less than a day ago/);
    });
  });

  it('a purge of events older than the checkpoints by days verifies, and the next checkpoint pins the purge event', async () => {
    backdateCheckpoints(checkpointFile, key(), 3);
    await withDb(async (db) => {
      const anchor = (await chainHead(db)).seq - 1;
      // The last checkpoint was of the last event removed: the anchor now, which must match it.
      const purged = await verifyIn(db);
      expect(purged.out).toContain(`OK (1 events), up to the checkpoint at seq ${anchor} of`);
      expect(purged.ok).toBe(true);
      appendCheckpoint(checkpointFile, signCheckpoint(key(), await chainHead(db)));
      const r = await verifyIn(db);
      expect(r.out).toContain(`OK (1 events), up to the checkpoint at seq ${anchor + 1}`);
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
