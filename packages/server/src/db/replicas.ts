import type { FastifyBaseLogger } from 'fastify';
import { parseLsn } from './lsn';
import { connectReplica } from './postgres';
import { DatabaseUnavailableError, type Db, type ReadDb, type Transaction } from './types';

/**
 * Read replicas (issue 40, docs/deploy.md "Read replicas"). A replica is healthy while it
 * answered the last check (every `checkIntervalMs`) and is at most `maxLagMs` behind the primary.
 * The routes flagged `reads: 'replica'` read from a healthy one in turn (round robin), from one
 * that has replayed the client's X-Registry-After position when it sent one, else from the
 * primary. A replica that fails a query is taken out at once and the query runs again on the
 * primary, so no caller sees an error because a replica went away.
 */

export type ReplicaState = 'ok' | 'lagging' | 'down' | 'not a replica';

export interface ReplicaStatus {
  /** `replica-1`, `replica-2`, ... in the order of DATABASE_REPLICA_URLS (no host names: /api/health is public). */
  name: string;
  state: ReplicaState;
  /** How far behind the primary at the last check; null when it did not answer. */
  lagMs: number | null;
}

export interface ReplicaSet {
  /** The read handle of one request; `after`: the position its client has seen (X-Registry-After). */
  reader(after: bigint | undefined): ReadDb;
  status(): ReplicaStatus[];
  /** The log's view: each replica's address (no credentials) with its state. */
  describe(): { name: string; address: string; state: ReplicaState; lagMs: number | null }[];
  close(): Promise<void>;
}

export interface ReplicaOptions {
  maxLagMs: number;
  checkIntervalMs: number;
  log: FastifyBaseLogger;
}

/** A check that takes longer than this counts as no answer. */
const CHECK_TIMEOUT_MS = 1500;
/** How long a request waits for a connection to a replica before the primary serves it. */
const CONNECT_TIMEOUT_MS = 2000;

interface Replica {
  name: string;
  address: string;
  db: Db;
  state: ReplicaState;
  lagMs: number | null;
  /** The position it had replayed at the last check (or a later look), never moved back. */
  replayed: bigint;
  /** Checked at least once (the start log reports the first state, not this one's log). */
  seen: boolean;
}

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  // A late failure must not become an unhandled rejection.
  work.catch(() => undefined);
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** `host:port/database` of a URL, for the log: never its user or password. */
function addressOf(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || '5432'}${u.pathname}`;
  } catch {
    return 'an unreadable URL';
  }
}

const sqlState = (error: unknown) => (error as { code?: unknown } | null)?.code;

// The primary's position, then each replica's: caught up with it, or behind by the time since the
// last transaction it replayed was committed (the replica's clock against the primary's commit
// times: both kept by NTP). A replica that is behind and has replayed nothing since it started
// has no such time: it counts as lagging until it has.
const PRIMARY_POSITION = 'SELECT pg_current_wal_flush_lsn()::text AS lsn';
const REPLICA_POSITION = `SELECT pg_is_in_recovery() AS standby, pg_last_wal_replay_lsn()::text AS replayed,
  (extract(epoch FROM now() - pg_last_xact_replay_timestamp()) * 1000)::float8 AS "sinceCommitMs"`;

export async function openReplicas(
  primary: Db,
  urls: string[],
  options: ReplicaOptions,
): Promise<ReplicaSet> {
  const { maxLagMs, checkIntervalMs, log } = options;
  const replicas: Replica[] = urls.map((url, i) => ({
    name: `replica-${i + 1}`,
    address: addressOf(url),
    db: connectReplica(url, CONNECT_TIMEOUT_MS),
    state: 'down',
    lagMs: null,
    replayed: 0n,
    seen: false,
  }));
  let primaryAt: bigint | undefined;
  let turn = 0;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  function setState(r: Replica, state: ReplicaState, lagMs: number | null, why?: string) {
    const was = r.seen ? r.state : undefined;
    r.state = state;
    r.lagMs = lagMs;
    r.seen = true;
    // Changes only; the first check's 'ok' is the start log's to say, any other state is warned.
    if (state === was || closed || (was === undefined && state === 'ok')) return;
    const entry = {
      replica: r.name,
      address: r.address,
      state,
      was,
      lagMs,
      ...(why ? { why } : {}),
    };
    if (state === 'ok') log.info(entry, `${r.name} serves reads again`);
    else log.warn(entry, `${r.name} serves no reads: ${state}${why ? ` (${why})` : ''}`);
  }

  async function checkOne(r: Replica) {
    try {
      const [row] = await within(
        r.db.query<{ standby: boolean; replayed: string | null; sinceCommitMs: number | null }>(
          REPLICA_POSITION,
        ),
        CHECK_TIMEOUT_MS,
      );
      if (!row?.standby)
        return setState(r, 'not a replica', null, 'it is not in recovery: a primary, or promoted');
      const replayed = parseLsn(row.replayed) ?? 0n;
      if (replayed > r.replayed) r.replayed = replayed;
      const caughtUp = primaryAt !== undefined && r.replayed >= primaryAt;
      const lagMs = caughtUp
        ? 0
        : row.sinceCommitMs === null
          ? null
          : Math.max(0, Math.round(row.sinceCommitMs));
      setState(r, lagMs !== null && lagMs <= maxLagMs ? 'ok' : 'lagging', lagMs);
    } catch (error) {
      setState(r, 'down', null, (error as Error).message);
    }
  }

  async function checkAll() {
    try {
      const [row] = await within(
        primary.query<{ lsn: string }>(PRIMARY_POSITION),
        CHECK_TIMEOUT_MS,
      );
      primaryAt = parseLsn(row?.lsn) ?? primaryAt;
    } catch {
      // The primary's own health is /api/health's: the replicas are measured against its last position.
    }
    await Promise.all(replicas.map(checkOne));
  }

  function schedule() {
    if (closed) return;
    timer = setTimeout(() => void checkAll().finally(schedule), checkIntervalMs);
    timer.unref();
  }

  /** Where `r` is now, when the last check's position is short of what a read needs. */
  async function replayedNow(r: Replica): Promise<bigint | undefined> {
    try {
      const [row] = await within(
        r.db.query<{ replayed: string | null }>(
          'SELECT pg_last_wal_replay_lsn()::text AS replayed',
        ),
        CHECK_TIMEOUT_MS,
      );
      const replayed = parseLsn(row?.replayed);
      if (replayed !== undefined && replayed > r.replayed) r.replayed = replayed;
      return replayed;
    } catch (error) {
      setState(r, 'down', null, (error as Error).message);
      return undefined;
    }
  }

  /**
   * The next healthy replica in turn that has replayed `after`: known from the last check, or
   * asked (one replica, one short query) when no check has seen it that far yet. None: the primary.
   */
  async function pick(after: bigint | undefined): Promise<Replica | undefined> {
    const healthy = replicas.filter((r) => r.state === 'ok');
    if (healthy.length === 0) return undefined;
    const start = turn++ % healthy.length;
    const order = [...healthy.slice(start), ...healthy.slice(0, start)];
    if (after === undefined) return order[0];
    const ready = order.find((r) => r.replayed >= after);
    if (ready) return ready;
    const now = await replayedNow(order[0]!);
    return now !== undefined && now >= after ? order[0] : undefined;
  }

  /**
   * A replica failed `work`: it is the primary's to do. A replica that could not be reached is
   * taken out at once; any other failure the primary repeats (the same SQLSTATE) was the query's
   * own, and is the caller's error; one the primary does not repeat takes the replica out too.
   */
  async function onPrimary<T>(
    r: Replica,
    error: unknown,
    work: (db: Db) => Promise<T>,
  ): Promise<T> {
    const why = (error as Error).message;
    if (error instanceof DatabaseUnavailableError) setState(r, 'down', null, why);
    try {
      const result = await work(primary);
      if (r.state === 'ok') setState(r, 'down', null, why);
      return result;
    } catch (again) {
      if (r.state === 'ok' && sqlState(again) !== sqlState(error)) setState(r, 'down', null, why);
      throw again;
    }
  }

  function reader(after: bigint | undefined): ReadDb {
    // One choice per request (all its statements on one server), made at its first statement.
    let chosen: Promise<Replica | undefined> | undefined;
    const run = async <T>(work: (db: Db) => Promise<T>): Promise<T> => {
      const r = await (chosen ??= pick(after));
      if (!r) return work(primary);
      try {
        return await work(r.db);
      } catch (error) {
        chosen = Promise.resolve(undefined); // the rest of this request on the primary
        return onPrimary(r, error, work);
      }
    };
    return {
      kind: 'postgres',
      query: <T>(sql: string, params?: unknown[]) => run((db) => db.query<T>(sql, params)),
      transaction: <T>(fn: (tx: Transaction) => Promise<T>) => run((db) => db.transaction(fn)),
    };
  }

  await checkAll();
  schedule();

  return {
    reader,
    status: () => replicas.map(({ name, state, lagMs }) => ({ name, state, lagMs })),
    describe: () =>
      replicas.map(({ name, address, state, lagMs }) => ({ name, address, state, lagMs })),
    async close() {
      closed = true;
      clearTimeout(timer);
      // A statement hung on a vanished replica must not hold the shutdown: its pool ends anyway.
      await within(Promise.all(replicas.map((r) => r.db.close())), CHECK_TIMEOUT_MS).catch(
        () => undefined,
      );
    },
  };
}
