import type { Queryable } from '../types';

export interface UserRow {
  id: string;
  first_name: string;
  last_name: string;
  phone: string;
  email: string | null;
  gender: 'Female' | 'Male' | 'Other' | null;
  password_hash: string;
  password_changed_at: Date;
}

export interface UserListRow {
  id: string;
  firstName: string;
  lastName: string;
  phone: string;
  email: string | null;
  gender: 'Female' | 'Male' | 'Other' | null;
  personCount: number;
  verifiedPercent: number | null;
}

const COLUMNS = 'id, first_name, last_name, phone, email, gender, password_hash, password_changed_at';
const LIST_COLUMNS = `u.id, u.first_name AS "firstName", u.last_name AS "lastName", u.phone, u.email,
  u.gender, coalesce((SELECT c.count FROM people_counts c WHERE c.user_id = u.id), 0) AS "personCount",
  (SELECT round(100.0 * coalesce(sum(r.count) FILTER (WHERE r.review_status = 'verified'), 0)
     / nullif(sum(r.count), 0), 1)::float8
   FROM people_review_counts r WHERE r.user_id = u.id) AS "verifiedPercent"`;

export async function listUsers(db: Queryable): Promise<UserListRow[]> {
  return db.query<UserListRow>(`SELECT ${LIST_COLUMNS} FROM users u ORDER BY u.created_at DESC`);
}

export async function getUserListRow(db: Queryable, id: string): Promise<UserListRow | undefined> {
  const [row] = await db.query<UserListRow>(`SELECT ${LIST_COLUMNS} FROM users u WHERE u.id = $1`, [id]);
  return row;
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  const [row] = await db.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE id = $1`, [id]);
  return row;
}

export async function findUserByPhone(db: Queryable, phone: string): Promise<UserRow | undefined> {
  const [row] = await db.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE phone = $1`, [phone]);
  return row;
}

export interface UserInput {
  firstName: string;
  lastName: string;
  phone: string;
  email: string | null;
  gender: string | null;
}

export async function insertUser(db: Queryable, u: UserInput & { passwordHash: string }): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO users (first_name, last_name, phone, email, gender, password_hash)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [u.firstName, u.lastName, u.phone, u.email, u.gender, u.passwordHash],
  );
  return row!.id;
}

/** A new password hash also moves password_changed_at, which ends the user's sessions. */
/** An account's fields under their wire names, for the activity log (never the password). */
const accountJson = (t: string) => `json_build_object('firstName', ${t}.first_name,
  'lastName', ${t}.last_name, 'phone', ${t}.phone, 'email', ${t}.email, 'gender', ${t}.gender)`;

export type UserRecord = Record<string, unknown>;

/**
 * Returns the fields before and after (the old row read FOR UPDATE in the same statement), or
 * undefined when there is no such user.
 */
export async function updateUser(
  db: Queryable,
  id: string,
  u: UserInput & { passwordHash: string | null },
): Promise<{ before: UserRecord; after: UserRecord } | undefined> {
  const [row] = await db.query<{ before: UserRecord; after: UserRecord }>(
    `UPDATE users n SET first_name = $2, last_name = $3, phone = $4, email = $5, gender = $6,
       password_hash = coalesce($7, n.password_hash),
       password_changed_at = CASE WHEN $7::text IS NULL THEN n.password_changed_at ELSE clock_timestamp() END,
       updated_at = clock_timestamp()
     FROM (SELECT * FROM users WHERE id = $1 FOR UPDATE) o
     WHERE n.id = o.id RETURNING ${accountJson('o')} AS before, ${accountJson('n')} AS after`,
    [id, u.firstName, u.lastName, u.phone, u.email, u.gender, u.passwordHash],
  );
  return row;
}

export async function setUserPassword(db: Queryable, id: string, passwordHash: string): Promise<boolean> {
  const rows = await db.query(
    `UPDATE users SET password_hash = $2, password_changed_at = clock_timestamp(),
       updated_at = clock_timestamp() WHERE id = $1 RETURNING id`,
    [id, passwordHash],
  );
  return rows.length > 0;
}

/**
 * Their people, codes and verifications go with them (ON DELETE CASCADE). Returns the account as
 * it was and how many people went with it (people_counts, read before the cascade), or undefined.
 */
export async function deleteUser(
  db: Queryable,
  id: string,
): Promise<{ record: UserRecord; peopleDeleted: number } | undefined> {
  const [row] = await db.query<{ record: UserRecord; peopleDeleted: number }>(
    `DELETE FROM users u WHERE u.id = $1 RETURNING ${accountJson('u')} AS record,
       coalesce((SELECT c.count FROM people_counts c WHERE c.user_id = u.id), 0) AS "peopleDeleted"`,
    [id],
  );
  return row;
}

/** From people_counts (kept by triggers, migration 0004): no scan of the people table. */
export async function userStats(db: Queryable) {
  const [totals] = await db.query<{ totalUsers: number }>(`SELECT count(*)::int AS "totalUsers" FROM users`);
  const personsByUser = await db.query<{ _id: string; count: number }>(
    `SELECT user_id AS "_id", count FROM people_counts WHERE count > 0 ORDER BY count DESC, user_id`,
  );
  const totalPersons = personsByUser.reduce((sum, row) => sum + row.count, 0);
  // People per review state and flagged (people_review_counts, kept by the triggers of 0013).
  const [review] = await db.query<{ pending: number; verified: number; needsCorrection: number; flagged: number }>(
    `SELECT coalesce(sum(count) FILTER (WHERE review_status = 'pending'), 0)::int AS pending,
            coalesce(sum(count) FILTER (WHERE review_status = 'verified'), 0)::int AS verified,
            coalesce(sum(count) FILTER (WHERE review_status = 'needs_correction'), 0)::int AS "needsCorrection",
            coalesce(sum(count) FILTER (WHERE flags <> 0), 0)::int AS flagged
     FROM people_review_counts`,
  );
  return { totalUsers: totals?.totalUsers ?? 0, totalPersons, personsByUser, review: review! };
}
