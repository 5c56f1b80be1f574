/**
 * The database cannot be reached: down, restarting, unreachable, or closed. Every route answers
 * it with 503 DATABASE_UNAVAILABLE, as /api/health does, never 500.
 */
export class DatabaseUnavailableError extends Error {}

/** The one small query interface the rest of the server sees, on PGlite and on PostgreSQL. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

/** Inside a transaction: queries, and whole scripts of several statements (a migration file). */
export interface Transaction extends Queryable {
  /**
   * Runs a script as the server parses it (the simple-query protocol), so a ';' inside a string
   * literal or a function body stays part of its statement. No parameters.
   */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs several statements separated by semicolons, outside any transaction. */
  exec(sql: string): Promise<void>;
  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The embedded database: true while `npm run backup` copies it (health says so). */
  backupInProgress?(): boolean;
}

/**
 * What a read needs: queries, and a read-only transaction for a session setting (SET LOCAL). The
 * primary's Db is one; so is a replica's read handle (db/replicas.ts), which falls back to the
 * primary by itself.
 */
export type ReadDb = Queryable & Pick<Db, 'kind' | 'transaction'>;
