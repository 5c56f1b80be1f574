import type { Queryable } from '../types';

export interface AdminRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  password_hash: string;
  password_changed_at: Date;
  /** 'supervisor': an office account scoped to `wards` (issue 38). */
  role: 'admin' | 'supervisor';
  /** A supervisor's wards, ascending; empty for an admin. */
  wards: number[];
}

const COLUMNS = `id, first_name, last_name, email, phone, password_hash, password_changed_at, role,
  ARRAY(SELECT w FROM unnest(wards) w ORDER BY w)::int[] AS wards`;

/** Administrators proper (a supervisor is no administrator: first start still makes one). */
export async function countAdmins(db: Queryable): Promise<number> {
  const [row] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM admins WHERE role = 'admin'");
  return row?.n ?? 0;
}

export async function findAdminById(db: Queryable, id: string): Promise<AdminRow | undefined> {
  const [row] = await db.query<AdminRow>(`SELECT ${COLUMNS} FROM admins WHERE id = $1`, [id]);
  return row;
}

/** By email (any case) or by E.164 phone. */
export async function findAdminByLogin(
  db: Queryable,
  email: string | null,
  phone: string | null,
): Promise<AdminRow | undefined> {
  const [row] = await db.query<AdminRow>(
    `SELECT ${COLUMNS} FROM admins WHERE lower(email) = lower($1) OR phone = $2 LIMIT 1`,
    [email, phone],
  );
  return row;
}

export async function insertAdmin(
  db: Queryable,
  a: { firstName: string; lastName: string; email: string | null; phone: string | null; passwordHash: string },
): Promise<AdminRow> {
  const [row] = await db.query<AdminRow>(
    `INSERT INTO admins (first_name, last_name, email, phone, password_hash)
     VALUES ($1, $2, $3, $4, $5) RETURNING ${COLUMNS}`,
    [a.firstName, a.lastName, a.email, a.phone, a.passwordHash],
  );
  return row!;
}

export async function setAdminPassword(db: Queryable, id: string, passwordHash: string): Promise<boolean> {
  const rows = await db.query(
    'UPDATE admins SET password_hash = $2, password_changed_at = clock_timestamp() WHERE id = $1 RETURNING id',
    [id, passwordHash],
  );
  return rows.length > 0;
}

/** A supervisor as the admin's list shows it (GET /admin/supervisors). */
export interface SupervisorListRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string;
  wards: number[];
  collectorCount: number;
}

const SUPERVISOR_COLUMNS = `s.id, s.first_name AS "firstName", s.last_name AS "lastName", s.email,
  coalesce(s.phone, '') AS phone, ARRAY(SELECT w FROM unnest(s.wards) w ORDER BY w)::int[] AS wards,
  (SELECT count(*)::int FROM users u WHERE u.supervisor_id = s.id) AS "collectorCount"`;

export async function listSupervisors(db: Queryable): Promise<SupervisorListRow[]> {
  return db.query<SupervisorListRow>(
    `SELECT ${SUPERVISOR_COLUMNS} FROM admins s WHERE s.role = 'supervisor'
     ORDER BY lower(s.last_name), lower(s.first_name), s.id`,
  );
}

export async function getSupervisor(db: Queryable, id: string): Promise<SupervisorListRow | undefined> {
  const [row] = await db.query<SupervisorListRow>(
    `SELECT ${SUPERVISOR_COLUMNS} FROM admins s WHERE s.id = $1 AND s.role = 'supervisor'`,
    [id],
  );
  return row;
}

export interface SupervisorInput {
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string;
  wards: number[];
}

export async function insertSupervisor(
  db: Queryable,
  s: SupervisorInput & { passwordHash: string },
): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO admins (first_name, last_name, email, phone, password_hash, role, wards)
     VALUES ($1, $2, $3, $4, $5, 'supervisor', $6) RETURNING id`,
    [s.firstName, s.lastName, s.email, s.phone, s.passwordHash, s.wards],
  );
  return row!.id;
}

/** A supervisor's fields under their wire names, for the activity log (never the password). */
const supervisorJson = (t: string) => `json_build_object('firstName', ${t}.first_name,
  'lastName', ${t}.last_name, 'phone', ${t}.phone, 'email', ${t}.email,
  'wards', ARRAY(SELECT w FROM unnest(${t}.wards) w ORDER BY w)::int[])`;

export type SupervisorRecord = Record<string, unknown>;

/**
 * Returns the fields before and after (the old row read FOR UPDATE in the same statement), or
 * undefined when there is no such supervisor. A new password hash ends their sessions.
 */
export async function updateSupervisor(
  db: Queryable,
  id: string,
  s: SupervisorInput & { passwordHash: string | null },
): Promise<{ before: SupervisorRecord; after: SupervisorRecord } | undefined> {
  const [row] = await db.query<{ before: SupervisorRecord; after: SupervisorRecord }>(
    `UPDATE admins n SET first_name = $2, last_name = $3, email = $4, phone = $5, wards = $6,
       password_hash = coalesce($7, n.password_hash),
       password_changed_at = CASE WHEN $7::text IS NULL THEN n.password_changed_at ELSE clock_timestamp() END
     FROM (SELECT * FROM admins WHERE id = $1 AND role = 'supervisor' FOR UPDATE) o
     WHERE n.id = o.id RETURNING ${supervisorJson('o')} AS before, ${supervisorJson('n')} AS after`,
    [id, s.firstName, s.lastName, s.email, s.phone, s.wards, s.passwordHash],
  );
  return row;
}

/**
 * Deletes a supervisor; their collectors stay, unassigned (ON DELETE SET NULL). Returns the
 * record as it was and the collectors it leaves, or undefined when there is no such supervisor.
 */
export async function deleteSupervisor(
  db: Queryable,
  id: string,
): Promise<{ record: SupervisorRecord; collectors: string[] } | undefined> {
  const [row] = await db.query<{ record: SupervisorRecord; collectors: string[] }>(
    `WITH c AS (SELECT coalesce(array_agg(u.id ORDER BY u.id), '{}') AS ids FROM users u WHERE u.supervisor_id = $1)
     DELETE FROM admins s USING c WHERE s.id = $1 AND s.role = 'supervisor'
     RETURNING ${supervisorJson('s')} AS record, c.ids AS collectors`,
    [id],
  );
  return row;
}

/** Which kind of account already holds this phone or email (a supervisor's must be unique among all). */
export async function accountHolding(
  db: Queryable,
  phone: string,
  email: string | null,
  exceptId?: string,
): Promise<'phone' | 'email' | undefined> {
  const [row] = await db.query<{ phone: boolean; email: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM admins WHERE phone = $1 AND id IS DISTINCT FROM $3::uuid)
              OR EXISTS (SELECT 1 FROM users WHERE phone = $1) AS phone,
            $2::text IS NOT NULL AND (
              EXISTS (SELECT 1 FROM admins WHERE lower(email) = lower($2) AND id IS DISTINCT FROM $3::uuid)
              OR EXISTS (SELECT 1 FROM users WHERE lower(email) = lower($2))) AS email`,
    [phone, email, exceptId ?? null],
  );
  return row?.phone ? 'phone' : row?.email ? 'email' : undefined;
}
