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
  /** The wards the collector may register in, ascending; empty: any ward (issue 38). */
  wards: number[];
  supervisor_id: string | null;
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
  wards: number[];
  supervisor: { id: string; name: string } | null;
}

const SORTED_WARDS = (t: string) => `ARRAY(SELECT w FROM unnest(${t}.wards) w ORDER BY w)::int[]`;
const COLUMNS = `id, first_name, last_name, phone, email, gender, password_hash, password_changed_at,
  ${SORTED_WARDS('users')} AS wards, supervisor_id`;
const LIST_COLUMNS = `u.id, u.first_name AS "firstName", u.last_name AS "lastName", u.phone, u.email,
  u.gender, coalesce((SELECT c.count FROM people_counts c WHERE c.user_id = u.id), 0) AS "personCount",
  (SELECT round(100.0 * coalesce(sum(r.count) FILTER (WHERE r.review_status = 'verified'), 0)
     / nullif(sum(r.count), 0), 1)::float8
   FROM people_review_counts r WHERE r.user_id = u.id) AS "verifiedPercent",
  ${SORTED_WARDS('u')} AS wards,
  (SELECT json_build_object('id', s.id, 'name', trim(s.first_name || ' ' || s.last_name))
   FROM admins s WHERE s.id = u.supervisor_id) AS supervisor`;

/** Every collector, or only a supervisor's (`supervisorId`), newest first. */
export async function listUsers(db: Queryable, supervisorId?: string): Promise<UserListRow[]> {
  return supervisorId
    ? db.query<UserListRow>(
        `SELECT ${LIST_COLUMNS} FROM users u WHERE u.supervisor_id = $1 ORDER BY u.created_at DESC`,
        [supervisorId],
      )
    : db.query<UserListRow>(`SELECT ${LIST_COLUMNS} FROM users u ORDER BY u.created_at DESC`);
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

/** Where a collector works: their wards (empty: any) and supervisor. Undefined: unchanged. */
export interface Assignment {
  wards?: number[];
  supervisorId?: string | null;
}

export async function insertUser(
  db: Queryable,
  u: UserInput & Assignment & { passwordHash: string },
): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO users (first_name, last_name, phone, email, gender, password_hash, wards, supervisor_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [u.firstName, u.lastName, u.phone, u.email, u.gender, u.passwordHash, u.wards ?? [], u.supervisorId ?? null],
  );
  return row!.id;
}

/** A new password hash also moves password_changed_at, which ends the user's sessions. */
/** An account's fields under their wire names, for the activity log (never the password). */
const accountJson = (t: string) => `json_build_object('firstName', ${t}.first_name,
  'lastName', ${t}.last_name, 'phone', ${t}.phone, 'email', ${t}.email, 'gender', ${t}.gender,
  'wards', ${SORTED_WARDS(t)}, 'supervisorId', ${t}.supervisor_id)`;

export type UserRecord = Record<string, unknown>;

/**
 * Returns the fields before and after (the old row read FOR UPDATE in the same statement), or
 * undefined when there is no such user.
 */
export async function updateUser(
  db: Queryable,
  id: string,
  u: UserInput & Assignment & { passwordHash: string | null },
): Promise<{ before: UserRecord; after: UserRecord } | undefined> {
  const [row] = await db.query<{ before: UserRecord; after: UserRecord }>(
    `UPDATE users n SET first_name = $2, last_name = $3, phone = $4, email = $5, gender = $6,
       password_hash = coalesce($7, n.password_hash),
       password_changed_at = CASE WHEN $7::text IS NULL THEN n.password_changed_at ELSE clock_timestamp() END,
       wards = coalesce($8::smallint[], n.wards),
       supervisor_id = CASE WHEN $9 THEN $10::uuid ELSE n.supervisor_id END,
       updated_at = clock_timestamp()
     FROM (SELECT * FROM users WHERE id = $1 FOR UPDATE) o
     WHERE n.id = o.id RETURNING ${accountJson('o')} AS before, ${accountJson('n')} AS after`,
    [
      id, u.firstName, u.lastName, u.phone, u.email, u.gender, u.passwordHash, u.wards ?? null,
      u.supervisorId !== undefined, u.supervisorId ?? null,
    ],
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

/**
 * From people_counts (kept by triggers, migrations 0004 and 0020): no scan of the people table.
 * totalPersons counts the records (households), totalPeople sums their sizes.
 */
export async function userStats(db: Queryable) {
  const [totals] = await db.query<{ totalUsers: number; totalPeople: number }>(
    `SELECT (SELECT count(*)::int FROM users) AS "totalUsers",
            (SELECT coalesce(sum(people), 0)::int FROM people_counts) AS "totalPeople"`,
  );
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
  const totalPeople = totals?.totalPeople ?? 0;
  return { totalUsers: totals?.totalUsers ?? 0, totalPersons, totalPeople, personsByUser, review: review! };
}

/**
 * The dashboard's counts within wards (a supervisor's), from people_ward_counts (kept by the
 * triggers of migration 0014): a few hundred rows per ward, never the people table. totalUsers
 * is the supervisor's collectors.
 */
export async function wardStats(db: Queryable, wards: string[], supervisorId: string) {
  const [row] = await db.query<{
    totalUsers: number;
    totalPeople: number;
    personsByUser: { _id: string; count: number }[];
    review: { pending: number; verified: number; needsCorrection: number; flagged: number };
  }>(
    `WITH c AS (SELECT * FROM people_ward_counts WHERE ward_no = ANY ($1::text[]) AND count > 0)
     SELECT (SELECT count(*)::int FROM users WHERE supervisor_id = $2) AS "totalUsers",
            (SELECT coalesce(sum(people), 0)::int FROM c) AS "totalPeople",
            (SELECT coalesce(json_agg(json_build_object('_id', b.user_id, 'count', b.n)
                                      ORDER BY b.n DESC, b.user_id), '[]')
             FROM (SELECT user_id, sum(count)::int AS n FROM c GROUP BY user_id) b) AS "personsByUser",
            (SELECT json_build_object(
               'pending', coalesce(sum(count) FILTER (WHERE review_status = 'pending'), 0),
               'verified', coalesce(sum(count) FILTER (WHERE review_status = 'verified'), 0),
               'needsCorrection', coalesce(sum(count) FILTER (WHERE review_status = 'needs_correction'), 0),
               'flagged', coalesce(sum(count) FILTER (WHERE flags <> 0), 0)) FROM c) AS review`,
    [wards, supervisorId],
  );
  const personsByUser = row!.personsByUser;
  const totalPersons = personsByUser.reduce((sum, r) => sum + r.count, 0);
  const { totalUsers, totalPeople, review } = row!;
  return { totalUsers, totalPersons, totalPeople, personsByUser, review };
}
