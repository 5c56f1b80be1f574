import pg from 'pg';
import { DatabaseUnavailableError, type Db, type Transaction } from './types';

/** How long a request waits for a connection before the database counts as unavailable. */
const CONNECT_TIMEOUT_MS = 5_000;

// Connection exceptions (class 08), the server shutting down or starting (57P01-57P03), and the
// socket errors node-postgres passes on as they are.
const LOST_CONNECTION = /^(08|57P0[123]$)/;
const SOCKET_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
]);
// node-postgres' own words for a lost or unobtainable connection (its errors carry no code).
const POOL_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Cannot use a pool after calling end|Client has encountered a connection error/;

function unreachable(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  if (code && (LOST_CONNECTION.test(code) || SOCKET_ERRORS.has(code))) return true;
  return !code && POOL_MESSAGES.test(message ?? '');
}

/** A lost database as DatabaseUnavailableError; any other error as it is. */
async function guard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!unreachable(error)) throw error;
    throw new DatabaseUnavailableError(`PostgreSQL is not available: ${(error as Error).message}`, {
      cause: error,
    });
  }
}

/** The primary: it must answer at start, or the server does not start. */
export async function openPostgres(url: string): Promise<Db> {
  const { db, pool } = postgresPool(url, CONNECT_TIMEOUT_MS);
  try {
    await pool.query('SELECT 1');
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}

/**
 * A read replica (db/replicas.ts): opened without a first query, since one that is down at start
 * is only unhealthy, and quicker to give up on a connection, since the primary stands by.
 */
export function connectReplica(url: string, connectTimeoutMs: number): Db {
  return postgresPool(url, connectTimeoutMs).db;
}

function postgresPool(url: string, connectTimeoutMs: number): { db: Db; pool: pg.Pool } {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    options: '-c TimeZone=UTC',
    connectionTimeoutMillis: connectTimeoutMs,
    // A server that vanished without closing its sockets is noticed by the kernel, not never.
    keepAlive: true,
  });
  // A broken idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const wrap = (client: pg.Pool | pg.PoolClient): Transaction => ({
    query: <T>(sql: string, params: unknown[] = []) =>
      guard(async () => (await client.query(sql, params)).rows as T[]),
    // Without parameters pg sends a simple query: the server splits the statements itself.
    exec: (sql: string) => guard(async () => void (await client.query(sql))),
  });
  const base = wrap(pool);
  let closing: Promise<void> | undefined;
  const db: Db = {
    kind: 'postgres',
    query: base.query,
    exec: base.exec,
    async transaction(fn) {
      // A deadlock's victim is run again (at most DEADLOCK_TRIES times in all): two writers that
      // lock rows in different orders (a collector's deletion cascading to their people while
      // the flags' upkeep of one of them updates its partner, seen in CI) both succeed, one a
      // moment later, instead of one answering 500. Everything it did was rolled back.
      for (let attempt = 1; ; attempt += 1) {
        const client = await guard(() => pool.connect());
        const tx = wrap(client);
        let lost = false;
        try {
          await tx.query('BEGIN');
          const result = await fn(tx);
          await tx.query('COMMIT');
          return result;
        } catch (error) {
          lost = error instanceof DatabaseUnavailableError;
          if (!lost) await client.query('ROLLBACK').catch(() => undefined);
          if (!isDeadlock(error) || attempt >= DEADLOCK_TRIES) throw error;
        } finally {
          // A connection that broke goes, rather than back to the pool.
          client.release(lost);
        }
        await new Promise((resolve) => setTimeout(resolve, 10 + Math.random() * 40 * attempt));
      }
    },
    // Idempotent: a shutdown path may reach it twice (pg throws on a second end()).
    close: () => (closing ??= pool.end()),
  };
  return { db, pool };
}

/** Tries of a transaction PostgreSQL chose as a deadlock's victim (40P01). */
const DEADLOCK_TRIES = 3;
const isDeadlock = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === '40P01';
