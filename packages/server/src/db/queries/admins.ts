import type { Queryable } from '../types';

export interface AdminRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  password_hash: string;
  password_changed_at: Date;
}

const COLUMNS = 'id, first_name, last_name, email, phone, password_hash, password_changed_at';

export async function countAdmins(db: Queryable): Promise<number> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM admins');
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
