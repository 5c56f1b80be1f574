import { execFile } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

/**
 * A throwaway PostgreSQL primary with streaming replicas on loopback ports (issue 40): `initdb`
 * with wal_level=replica, `pg_basebackup -R` for each replica, every server started as the
 * `postgres` user when we are root (PostgreSQL refuses root), all under one /tmp/hr-replica-*
 * folder removed by `stop()`. For test/read-replicas.test.ts, and for a stage that runs several
 * API instances on one cluster.
 */
export interface ReplicaCluster {
  primaryUrl: string;
  replicaUrls: string[];
  /** A query on the primary or on replica `i` (0-based), on a connection of its own. */
  query<T = Record<string, unknown>>(
    node: 'primary' | number,
    sql: string,
    params?: unknown[],
  ): Promise<T[]>;
  /** Replica `i` stops applying the WAL it receives (pg_wal_replay_pause) / applies it again. */
  pauseReplay(i: number): Promise<void>;
  resumeReplay(i: number): Promise<void>;
  /** Until replica `i` has replayed the primary's position now (or `lsn`). */
  waitForReplay(i: number, lsn?: string): Promise<void>;
  /** Stops replica `i` at once (`pg_ctl stop -m immediate`: a crash, as far as clients can tell). */
  stopReplica(i: number): Promise<void>;
  startReplica(i: number): Promise<void>;
  stop(): Promise<void>;
}

const run = promisify(execFile);

function binDir(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  for (const v of readdirSync(root).sort().reverse()) {
    if (existsSync(path.join(root, v, 'bin', 'pg_basebackup'))) return path.join(root, v, 'bin');
  }
  return undefined;
}

/** initdb, pg_ctl and pg_basebackup are installed here (Debian's postgresql package). */
export const replicaClusterAvailable = (): boolean => binDir() !== undefined;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * The settings of a postgresql.conf-style file (`name = value`, # comments) as `name=value`
 * pairs for `-c`: deploy/postgresql/*.conf, so the cluster test runs the reference settings.
 */
export function confSettings(file: string): string[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean)
    .map((line) => {
      const match = /^(\w+)\s*=?\s*'?([^'\s]*)'?$/.exec(line);
      if (!match) throw new Error(`${file}: cannot read the setting "${line}"`);
      return `${match[1]}=${match[2]}`;
    });
}

export interface ReplicaClusterOptions {
  /** How many replicas (default 1). */
  replicas?: number;
  /** `name=value` settings for the primary and for each replica (see confSettings). */
  primarySettings?: string[];
  replicaSettings?: string[];
  /**
   * A stopped cluster's data folder to copy as the primary instead of a new one (a seeded bench
   * database, bench/replica.ts): it must let `postgres` in from 127.0.0.1 without a password.
   */
  primaryFrom?: string;
  /** Keeps fsync on (benches timing commits); tests turn it off for speed. */
  durable?: boolean;
}

export async function startReplicaCluster(
  options: ReplicaClusterOptions = {},
): Promise<ReplicaCluster> {
  const bin = binDir();
  if (!bin)
    throw new Error(
      'PostgreSQL binaries (initdb, pg_ctl, pg_basebackup) not found under /usr/lib/postgresql',
    );
  const count = options.replicas ?? 1;
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(tmpdir(), 'hr-replica-'));
  if (asRoot) chmodSync(dir, 0o777);
  const pgRun = (name: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, name), ...args], { cwd: dir })
      : run(path.join(bin, name), args, { cwd: dir });

  const nodes: { dataDir: string; port: number; log: string }[] = [];
  const fsync = options.durable ? '' : ' -c fsync=off';
  const asOptions = (settings: string[] = []) => settings.map((s) => `-c ${s}`).join(' ');
  // A port free a moment ago may be taken when PostgreSQL binds it: then another one. Settings
  // in order, the later winning: defaults, the caller's, then loopback (and no fsync).
  async function start(node: { dataDir: string; port: number; log: string }, settings: string) {
    for (let attempt = 1; ; attempt += 1) {
      const opts = `${settings} -p ${node.port} -k ${dir} -c listen_addresses=127.0.0.1${fsync}`;
      try {
        await pgRun('pg_ctl', ['-D', node.dataDir, '-o', opts, '-l', node.log, '-w', 'start']);
        return;
      } catch (error) {
        const log = existsSync(node.log) ? readFileSync(node.log, 'utf8') : '';
        if (attempt >= 5 || !/could not bind|already in use/i.test(log)) {
          throw new Error(`PostgreSQL did not start: ${(error as Error).message}\n${log}`);
        }
        node.port = await freePort();
      }
    }
  }

  const stopAll = async () => {
    await Promise.all(
      nodes.map((n) =>
        pgRun('pg_ctl', ['-D', n.dataDir, '-m', 'immediate', 'stop']).catch(() => undefined),
      ),
    );
    rmSync(dir, { recursive: true, force: true });
  };

  const url = (port: number) => `postgres://postgres@127.0.0.1:${port}/postgres`;
  const replicaOptions = `-c hot_standby=on ${asOptions(options.replicaSettings)}`;
  try {
    const primary = {
      dataDir: path.join(dir, 'primary'),
      port: await freePort(),
      log: path.join(dir, 'primary.log'),
    };
    nodes.push(primary);
    if (options.primaryFrom) {
      // As its owner (-a): the postgres user when we are root.
      await run('cp', ['-a', options.primaryFrom, primary.dataDir]);
      rmSync(path.join(primary.dataDir, 'postmaster.pid'), { force: true });
    }
    // UTF-8 with the C.UTF-8 locale, as the PostgreSQL test stage's cluster (pg_trgm's words).
    else
      await pgRun('initdb', [
        '-N',
        '-A',
        'trust',
        '-U',
        'postgres',
        '-E',
        'UTF8',
        '--locale=C.UTF-8',
        '-D',
        primary.dataDir,
      ]);
    // WAL kept for the replicas: two base backups at once, and a replica stopped for a while.
    await start(
      primary,
      `-c wal_level=replica -c max_wal_senders=10 -c wal_keep_size=256MB ${asOptions(options.primarySettings)}`,
    );
    // Side by side; all settled before a failure is thrown, so none is still being made while
    // stopAll() removes the folder.
    const made = await Promise.allSettled(
      Array.from({ length: count }, async (_x, i) => {
        const node = {
          dataDir: path.join(dir, `replica-${i + 1}`),
          port: await freePort(),
          log: path.join(dir, `replica-${i + 1}.log`),
        };
        nodes.push(node);
        // -R: standby.signal and primary_conninfo; -c fast: no wait for the next checkpoint.
        await pgRun('pg_basebackup', [
          '-h',
          '127.0.0.1',
          '-p',
          String(primary.port),
          '-U',
          'postgres',
          '-D',
          node.dataDir,
          '-R',
          '-X',
          'stream',
          '-c',
          'fast',
        ]);
        await start(node, replicaOptions);
        return node;
      }),
    );
    const failed = made.find((m) => m.status === 'rejected');
    if (failed) throw failed.reason;
    const replicas = made.map((m) => (m as PromiseFulfilledResult<(typeof nodes)[number]>).value);

    const query = async <T>(which: 'primary' | number, sql: string, params: unknown[] = []) => {
      const node = which === 'primary' ? primary : replicas[which]!;
      const client = new pg.Client({ connectionString: url(node.port) });
      await client.connect();
      try {
        return (await client.query(sql, params)).rows as T[];
      } finally {
        await client.end();
      }
    };

    const cluster: ReplicaCluster = {
      primaryUrl: url(primary.port),
      replicaUrls: replicas.map((r) => url(r.port)),
      query,
      pauseReplay: async (i) => void (await query(i, 'SELECT pg_wal_replay_pause()')),
      resumeReplay: async (i) => void (await query(i, 'SELECT pg_wal_replay_resume()')),
      async waitForReplay(i, lsn) {
        const target =
          lsn ??
          (
            await query<{ lsn: string }>(
              'primary',
              'SELECT pg_current_wal_flush_lsn()::text AS lsn',
            )
          )[0]!.lsn;
        for (let tries = 0; tries < 200; tries += 1) {
          const [row] = await query<{ done: boolean }>(
            i,
            'SELECT pg_last_wal_replay_lsn() >= $1::pg_lsn AS done',
            [target],
          );
          if (row?.done) return;
          await new Promise((r) => setTimeout(r, 50));
        }
        throw new Error(`replica ${i} did not replay ${target} within 10 s`);
      },
      stopReplica: async (i) =>
        void (await pgRun('pg_ctl', ['-D', replicas[i]!.dataDir, '-m', 'immediate', 'stop'])),
      startReplica: (i) => start(replicas[i]!, replicaOptions),
      stop: stopAll,
    };
    // Both the primary and each replica answer before the cluster is handed over.
    for (let i = 0; i < replicas.length; i += 1) await cluster.waitForReplay(i);
    return cluster;
  } catch (error) {
    await stopAll();
    throw error;
  }
}
