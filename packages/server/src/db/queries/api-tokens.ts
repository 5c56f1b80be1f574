import type { Queryable } from '../types';

/** A token as the admin sees it: never the hash. Times are ISO 8601 text. */
export interface ApiTokenRow {
  id: string;
  name: string;
  createdAt: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
  createdBy: { id: string; firstName: string; lastName: string } | null;
}

// ISO 8601 in UTC with milliseconds, as JSON.stringify writes a Date (the rest of the API's times).
const iso = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const ROW_JSON = `json_build_object('id', t.id, 'name', t.name, 'createdAt', ${iso('t.created_at')},
  'expiresAt', ${iso('t.expires_at')}, 'lastUsedAt', ${iso('t.last_used_at')},
  'createdBy', CASE WHEN a.id IS NULL THEN NULL
    ELSE json_build_object('id', a.id, 'firstName', a.first_name, 'lastName', a.last_name) END)`;

/** Stores a new token by its hash; a taken name (any case) fails on api_tokens_name_key. */
export async function insertApiToken(
  db: Queryable,
  t: { name: string; tokenHash: Buffer; createdBy: string; expiresInDays: number | null },
): Promise<ApiTokenRow> {
  const [row] = await db.query<{ token: ApiTokenRow }>(
    `WITH t AS (
       INSERT INTO api_tokens (name, token_hash, created_by, expires_at)
       VALUES ($1, $2, $3, CASE WHEN $4::int IS NULL THEN NULL
         ELSE clock_timestamp() + make_interval(days => $4::int) END)
       RETURNING *)
     SELECT ${ROW_JSON} AS token FROM t LEFT JOIN admins a ON a.id = t.created_by`,
    [t.name, t.tokenHash, t.createdBy, t.expiresInDays],
  );
  return row!.token;
}

/** Every token, newest first (expired ones too, until revoked: the list says when they ended). */
export async function listApiTokens(db: Queryable): Promise<ApiTokenRow[]> {
  const rows = await db.query<{ token: ApiTokenRow }>(
    `SELECT ${ROW_JSON} AS token FROM api_tokens t LEFT JOIN admins a ON a.id = t.created_by
     ORDER BY t.created_at DESC, t.id DESC`,
  );
  return rows.map((r) => r.token);
}

/** Revoking deletes the row: the next request with it finds nothing. Returns its name. */
export async function deleteApiToken(
  db: Queryable,
  id: string,
): Promise<{ name: string } | undefined> {
  const [row] = await db.query<{ name: string }>(
    'DELETE FROM api_tokens WHERE id = $1 RETURNING name',
    [id],
  );
  return row;
}

/**
 * The live token with this hash (not expired), in one round trip that also stamps last_used_at,
 * at most once a minute per token: a busy report would otherwise write the row on every call.
 * Concurrent calls queue on the row's lock and re-check the minute, so only the first writes.
 */
export async function findLiveApiToken(
  db: Queryable,
  tokenHash: Buffer,
): Promise<{ id: string; name: string } | undefined> {
  const [row] = await db.query<{ id: string; name: string }>(
    `WITH live AS (
       SELECT id, name, last_used_at FROM api_tokens
       WHERE token_hash = $1 AND (expires_at IS NULL OR expires_at > clock_timestamp())
     ), stamp AS (
       UPDATE api_tokens t SET last_used_at = clock_timestamp() FROM live
       WHERE t.id = live.id
         AND (t.last_used_at IS NULL OR t.last_used_at <= clock_timestamp() - interval '1 minute')
     )
     SELECT id, name FROM live`,
    [tokenHash],
  );
  return row;
}
