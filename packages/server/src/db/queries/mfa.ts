import type { Queryable } from '../types';

// ISO 8601 in UTC with milliseconds, as JSON.stringify writes a Date (the rest of the API's times).
const iso = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/* ---------- authenticator app ---------- */

export interface TotpRow {
  secret: string | null;
  pending_secret: string | null;
  last_step: string;
}

export async function findTotp(db: Queryable, adminId: string): Promise<TotpRow | undefined> {
  const [row] = await db.query<TotpRow>(
    'SELECT secret, pending_secret, last_step::text FROM mfa_totp WHERE admin_id = $1',
    [adminId],
  );
  return row;
}

/** A new key waiting for its first code; an enrolled key stays until the new one is confirmed. */
export async function setPendingTotp(
  db: Queryable,
  adminId: string,
  secret: string,
): Promise<void> {
  await db.query(
    `INSERT INTO mfa_totp (admin_id, pending_secret) VALUES ($1, $2)
     ON CONFLICT (admin_id) DO UPDATE SET pending_secret = excluded.pending_secret`,
    [adminId, secret],
  );
}

/**
 * Takes a time step for the account's key: true only when the step is later than the last one
 * accepted, in one statement, so of two requests with the same code exactly one gets in.
 * `pending`: the step confirms the key set up, which then replaces the enrolled one.
 */
export async function takeTotpStep(
  db: Queryable,
  adminId: string,
  step: number,
  pending: boolean,
): Promise<boolean> {
  const rows = await db.query(
    pending
      ? `UPDATE mfa_totp SET secret = pending_secret, pending_secret = NULL, last_step = $2,
           enrolled_at = clock_timestamp()
         WHERE admin_id = $1 AND pending_secret IS NOT NULL AND last_step < $2 RETURNING admin_id`
      : `UPDATE mfa_totp SET last_step = $2
         WHERE admin_id = $1 AND secret IS NOT NULL AND last_step < $2 RETURNING admin_id`,
    [adminId, step],
  );
  return rows.length > 0;
}

export async function deleteTotp(db: Queryable, adminId: string): Promise<boolean> {
  const rows = await db.query(
    'UPDATE mfa_totp SET secret = NULL, pending_secret = NULL, enrolled_at = NULL WHERE admin_id = $1 AND secret IS NOT NULL RETURNING admin_id',
    [adminId],
  );
  return rows.length > 0;
}

/* ---------- passkeys ---------- */

export interface PasskeyRow {
  id: string;
  credential_id: string;
  public_key: Uint8Array;
  counter: string;
  transports: string[];
}

export interface PasskeyListItem {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

const PASSKEY_JSON = `id, name, ${iso('created_at')} AS "createdAt", ${iso('last_used_at')} AS "lastUsedAt"`;

export async function listPasskeys(db: Queryable, adminId: string): Promise<PasskeyListItem[]> {
  return db.query<PasskeyListItem>(
    `SELECT ${PASSKEY_JSON} FROM mfa_passkeys WHERE admin_id = $1 ORDER BY created_at, id`,
    [adminId],
  );
}

export async function passkeyCredentials(db: Queryable, adminId: string): Promise<PasskeyRow[]> {
  return db.query<PasskeyRow>(
    `SELECT id, credential_id, public_key, counter::text, transports FROM mfa_passkeys
     WHERE admin_id = $1 ORDER BY created_at, id`,
    [adminId],
  );
}

export async function insertPasskey(
  db: Queryable,
  p: {
    adminId: string;
    credentialId: string;
    publicKey: Uint8Array;
    counter: number;
    transports: string[];
    name: string;
  },
): Promise<PasskeyListItem> {
  const [row] = await db.query<PasskeyListItem>(
    `INSERT INTO mfa_passkeys (admin_id, credential_id, public_key, counter, transports, name)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${PASSKEY_JSON}`,
    [p.adminId, p.credentialId, Buffer.from(p.publicKey), p.counter, p.transports, p.name],
  );
  return row!;
}

/** After a sign-in with it: the authenticator's new counter and the time. */
export async function passkeyUsed(db: Queryable, id: string, counter: number): Promise<void> {
  await db.query(
    'UPDATE mfa_passkeys SET counter = $2, last_used_at = clock_timestamp() WHERE id = $1',
    [id, counter],
  );
}

/** The removed passkey's name, or undefined when the account has no such passkey. */
export async function deletePasskey(
  db: Queryable,
  adminId: string,
  id: string,
): Promise<string | undefined> {
  const [row] = await db.query<{ name: string }>(
    'DELETE FROM mfa_passkeys WHERE admin_id = $1 AND id = $2 RETURNING name',
    [adminId, id],
  );
  return row?.name;
}

export async function setPasskeyRegistration(
  db: Queryable,
  adminId: string,
  challenge: string,
  ttlSeconds: number,
) {
  await db.query(
    `INSERT INTO mfa_passkey_registrations (admin_id, challenge, expires_at)
     VALUES ($1, $2, clock_timestamp() + make_interval(secs => $3))
     ON CONFLICT (admin_id) DO UPDATE SET challenge = excluded.challenge, expires_at = excluded.expires_at`,
    [adminId, challenge, ttlSeconds],
  );
}

/** The registration's challenge, taken (deleted) so that it serves once; undefined when none or expired. */
export async function takePasskeyRegistration(
  db: Queryable,
  adminId: string,
): Promise<string | undefined> {
  const [row] = await db.query<{ challenge: string; live: boolean }>(
    `DELETE FROM mfa_passkey_registrations WHERE admin_id = $1
     RETURNING challenge, expires_at > clock_timestamp() AS live`,
    [adminId],
  );
  return row?.live ? row.challenge : undefined;
}

/* ---------- recovery codes ---------- */

/** Replaces the account's set (the old codes stop working). */
export async function replaceRecoveryCodes(
  db: Queryable,
  adminId: string,
  hashes: Buffer[],
): Promise<void> {
  await db.query('DELETE FROM mfa_recovery_codes WHERE admin_id = $1', [adminId]);
  await db.query(
    'INSERT INTO mfa_recovery_codes (admin_id, code_hash) SELECT $1, h FROM unnest($2::bytea[]) h',
    [adminId, hashes],
  );
}

/** Marks an unused code used, in one statement: true only for the one request that did. */
export async function spendRecoveryCode(
  db: Queryable,
  adminId: string,
  hash: Buffer,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE mfa_recovery_codes SET used_at = clock_timestamp()
     WHERE admin_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING admin_id`,
    [adminId, hash],
  );
  return rows.length > 0;
}

export async function deleteRecoveryCodes(db: Queryable, adminId: string): Promise<void> {
  await db.query('DELETE FROM mfa_recovery_codes WHERE admin_id = $1', [adminId]);
}

/* ---------- summary ---------- */

export interface MfaSummary {
  totp: boolean;
  passkeys: number;
  recoveryCodesLeft: number;
}

export async function mfaSummary(db: Queryable, adminId: string): Promise<MfaSummary> {
  const [row] = await db.query<MfaSummary>(
    `SELECT EXISTS (SELECT 1 FROM mfa_totp WHERE admin_id = $1 AND secret IS NOT NULL) AS totp,
       (SELECT count(*)::int FROM mfa_passkeys WHERE admin_id = $1) AS passkeys,
       (SELECT count(*)::int FROM mfa_recovery_codes WHERE admin_id = $1 AND used_at IS NULL) AS "recoveryCodesLeft"`,
    [adminId],
  );
  return row!;
}

/** An admin's reset (or the CLI's): every factor, recovery code, challenge and registration. */
export async function deleteAllFactors(db: Queryable, adminId: string): Promise<MfaSummary> {
  const before = await mfaSummary(db, adminId);
  await db.query('DELETE FROM mfa_totp WHERE admin_id = $1', [adminId]);
  await db.query('DELETE FROM mfa_passkeys WHERE admin_id = $1', [adminId]);
  await db.query('DELETE FROM mfa_recovery_codes WHERE admin_id = $1', [adminId]);
  await db.query('DELETE FROM mfa_challenges WHERE admin_id = $1', [adminId]);
  await db.query('DELETE FROM mfa_passkey_registrations WHERE admin_id = $1', [adminId]);
  return before;
}

/* ---------- challenges ---------- */

export interface ChallengeRow {
  admin_id: string;
  purpose: 'verify' | 'setup';
  webauthn_challenge: string | null;
  failures: number;
  live: boolean;
}

/** Stores a new challenge by its hash; expired ones (anyone's) are deleted on the way. */
export async function insertChallenge(
  db: Queryable,
  c: { hash: Buffer; adminId: string; purpose: 'verify' | 'setup'; ttlSeconds: number },
): Promise<void> {
  await db.query('DELETE FROM mfa_challenges WHERE expires_at < clock_timestamp()');
  await db.query(
    `INSERT INTO mfa_challenges (id, admin_id, purpose, expires_at)
     VALUES ($1, $2, $3, clock_timestamp() + make_interval(secs => $4))`,
    [c.hash, c.adminId, c.purpose, c.ttlSeconds],
  );
}

export async function findChallenge(
  db: Queryable,
  hash: Buffer,
): Promise<ChallengeRow | undefined> {
  const [row] = await db.query<ChallengeRow>(
    `SELECT admin_id, purpose, webauthn_challenge, failures, expires_at > clock_timestamp() AS live
     FROM mfa_challenges WHERE id = $1`,
    [hash],
  );
  return row;
}

export async function setChallengeWebauthn(
  db: Queryable,
  hash: Buffer,
  webauthn: string,
): Promise<void> {
  await db.query('UPDATE mfa_challenges SET webauthn_challenge = $2 WHERE id = $1', [
    hash,
    webauthn,
  ]);
}

/** Counts a wrong code; the count after it, or undefined when the challenge is gone meanwhile. */
export async function challengeFailed(db: Queryable, hash: Buffer): Promise<number | undefined> {
  const [row] = await db.query<{ failures: number }>(
    'UPDATE mfa_challenges SET failures = failures + 1 WHERE id = $1 RETURNING failures',
    [hash],
  );
  return row?.failures;
}

/** Deletes a challenge: true only for the one request that did (single use). */
export async function takeChallenge(db: Queryable, hash: Buffer): Promise<boolean> {
  const rows = await db.query('DELETE FROM mfa_challenges WHERE id = $1 RETURNING admin_id', [
    hash,
  ]);
  return rows.length > 0;
}
