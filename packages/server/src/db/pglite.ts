import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { acquireLock } from './lock';
import type { Db, Queryable } from './types';

export async function openPglite(dataDir: string): Promise<Db> {
  mkdirSync(dataDir, { recursive: true });
  const dir = path.join(dataDir, 'pglite');
  const release = acquireLock(path.join(dataDir, 'pglite.lock'), dir);
  let pg: PGlite;
  try {
    pg = await PGlite.create(dir);
    await pg.exec("SET TIME ZONE 'UTC'");
  } catch (error) {
    release();
    throw error;
  }
  const wrap = (q: Pick<PGlite, 'query'>): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await q.query<T>(sql, params);
      return result.rows;
    },
  });
  const base = wrap(pg);
  return {
    kind: 'pglite',
    query: base.query,
    async exec(sql) {
      await pg.exec(sql);
    },
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    async close() {
      try {
        await pg.close();
      } finally {
        release();
      }
    },
  };
}
