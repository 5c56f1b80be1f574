import pg from 'pg';
import type { Db, Transaction } from './types';

export async function openPostgres(url: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max: 10, options: '-c TimeZone=UTC' });
  // A broken idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  await pool.query('SELECT 1');
  const wrap = (client: pg.Pool | pg.PoolClient): Transaction => ({
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await client.query(sql, params);
      return result.rows as T[];
    },
    // Without parameters pg sends a simple query: the server splits the statements itself.
    async exec(sql: string) {
      await client.query(sql);
    },
  });
  const base = wrap(pool);
  let closing: Promise<void> | undefined;
  return {
    kind: 'postgres',
    query: base.query,
    exec: base.exec,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    // Idempotent: a shutdown path may reach it twice (pg throws on a second end()).
    close: () => (closing ??= pool.end()),
  };
}
