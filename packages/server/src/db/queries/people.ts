import type { Person } from '@hr/contracts';
import type { Queryable } from '../types';
import type { NewAuditEvent } from './audit';
import { FLAG_BITS, FLAG_NAMES } from './people-flags';
import type { QualityRow } from './people-quality';

/**
 * no_location of a gpsLocation parameter, in the save's own statement (the flags' other upkeep
 * follows the save: services/quality-queue.ts); person_gps is migration 0012's.
 */
const NO_LOCATION_OF = (param: string) =>
  `(CASE WHEN person_gps(${param}::text) IS NULL THEN ${FLAG_BITS.no_location} ELSE 0 END)::smallint`;

/** The reviewing administrator as `{id, name}`; looked up only for reviewed people (few of a list). */
const REVIEWED_BY = `CASE WHEN p.reviewed_by IS NOT NULL THEN (SELECT json_build_object('id', a.id,
  'name', a.first_name || ' ' || a.last_name) FROM admins a WHERE a.id = p.reviewed_by) END`;

/**
 * The wire shape of a Person, built by PostgreSQL. The full lists are streamed as JSON text made
 * in the database (people-list.ts): row objects and a serializer took several times longer
 * (docs/architecture: about 0.6 s in SQL against 1.6-2.5 s on PGlite for 50,000). Measured
 * choices: createdBy is built once per collector (not once per person), in compact JSON; timestamps use PostgreSQL's own JSON form (ISO 8601 in UTC, the connection's time zone),
 * which is cheaper than to_char; the order follows an index, so nothing is sorted.
 */
export const PERSON_COLUMNS = `p.id, p.name, p.father_name AS "fatherName", p.ward_no AS "wardNo",
  p.area_name AS "areaName", p.phone, p.whatsapp_number AS "whatsappNumber",
  p.household_size AS "householdSize", p.religion, p.caste, p.gps_location AS "gpsLocation",
  u.created_by AS "createdBy", p.created_at AS "createdAt", p.updated_at AS "updatedAt",
  p.review_status AS "reviewStatus", p.review_comment AS "reviewComment",
  ${REVIEWED_BY} AS "reviewedBy", p.reviewed_at AS "reviewedAt", ${FLAG_NAMES} AS flags`;

export const CREATORS = `(SELECT id, ('{"firstName":' || to_json(first_name)::text || ',"lastName":'
  || to_json(last_name)::text || ',"phone":' || to_json(phone)::text || '}')::json AS created_by
  FROM users)`;

const FROM = `FROM people p LEFT JOIN ${CREATORS} u ON u.id = p.created_by`;

/** One person (same JSON form as the lists); with `userId`, only when that collector created it. */
export async function getPerson(db: Queryable, id: string, userId?: string): Promise<Person | undefined> {
  const params: unknown[] = [id];
  let where = 'WHERE p.id = $1';
  if (userId) {
    params.push(userId);
    where += ' AND p.created_by = $2';
  }
  const [row] = await db.query<{ person: Person }>(
    `SELECT row_to_json(t) AS person FROM (SELECT ${PERSON_COLUMNS} ${FROM} ${where}) t`,
    params,
  );
  return row?.person;
}

export interface PersonInput {
  name: string;
  fatherName: string;
  wardNo: string;
  areaName: string;
  whatsappNumber: string | null;
  householdSize: number;
  religion: string;
  caste: string;
  gpsLocation: string | null;
}

/** A person's stored fields under their wire names, for the activity log (`t` is the row). */
const recordJson = (t: string) => `json_build_object('name', ${t}.name, 'fatherName', ${t}.father_name,
  'wardNo', ${t}.ward_no, 'areaName', ${t}.area_name, 'phone', ${t}.phone,
  'whatsappNumber', ${t}.whatsapp_number, 'householdSize', ${t}.household_size,
  'religion', ${t}.religion, 'caste', ${t}.caste, 'gpsLocation', ${t}.gps_location,
  'createdBy', ${t}.created_by, 'createdAt', ${t}.created_at, 'updatedAt', ${t}.updated_at)`;

/** What the quality flags of others depend on, of row `t` (services/quality.ts, QualityRow). */
const qualityJson = (t: string) => `json_build_object('id', ${t}.id, 'name', ${t}.name,
  'fatherName', ${t}.father_name, 'wardNo', ${t}.ward_no, 'located', ${t}.gps_lat IS NOT NULL,
  'createdBy', ${t}.created_by, 'createdAt', ${t}.created_at,
  'duplicate', ${t}.flags & ${FLAG_BITS.possible_duplicate} <> 0)`;

/** The columns an update may change, with their wire names. */
const EDITABLE: readonly [column: string, wire: string][] = [
  ['name', 'name'], ['father_name', 'fatherName'], ['ward_no', 'wardNo'], ['area_name', 'areaName'],
  ['whatsapp_number', 'whatsappNumber'], ['household_size', 'householdSize'], ['religion', 'religion'],
  ['caste', 'caste'], ['gps_location', 'gpsLocation'],
  // Changed by a collector's edit only (sent back for review): the event records it.
  ['review_status', 'reviewStatus'], ['review_comment', 'reviewComment'],
];

/**
 * `{"field": [before, after]}` for each editable column whose value differs between the rows
 * `o` (old) and `p` (new). Compared column by column: building both rows as jsonb and joining
 * their keys (audit_changes, migration 0006) took about 5 times as long (55 against 11 µs a
 * row, 40,000 rows on a busy machine).
 */
const changesJson = (o: string, p: string) => `jsonb_strip_nulls(jsonb_build_object(${EDITABLE.map(
  ([c, w]) => `'${w}', CASE WHEN ${o}.${c} IS DISTINCT FROM ${p}.${c} THEN jsonb_build_array(${o}.${c}, ${p}.${c}) END`,
).join(', ')}))`;

export type PersonRecord = Record<string, unknown>;

export async function insertPerson(
  db: Queryable,
  p: PersonInput & { phone: string; createdBy: string },
): Promise<{ id: string; record: PersonRecord }> {
  const [row] = await db.query<{ id: string; record: PersonRecord }>(
    `INSERT INTO people AS p (name, father_name, ward_no, area_name, phone, whatsapp_number,
       household_size, religion, caste, gps_location, created_by, flags)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, ${NO_LOCATION_OF('$10')})
     RETURNING p.id, ${recordJson('p')} AS record`,
    [
      p.name, p.fatherName, p.wardNo, p.areaName, p.phone, p.whatsappNumber,
      p.householdSize, p.religion, p.caste, p.gpsLocation, p.createdBy,
    ],
  );
  return row!;
}

/** Who changes a person and from where, for the event written with the update. */
export type UpdateEvent = Omit<NewAuditEvent, 'action' | 'entityType' | 'entityId' | 'details'>;

/**
 * Updates every editable field (the phone and creator never change) and, in the same statement,
 * appends its `person.updated` event with the changed fields (the old row, read FOR UPDATE, against
 * the new one): one round trip and one transaction, as the update alone took.
 * With `sendBack` (a collector's edit) the person goes back to `pending` for a new check: the
 * office's comment is cleared (it has been acted on) with who reviewed and when; the event's
 * changes show the state and the comment as they were. An admin's edit keeps the review as is.
 * Returns the changes and the values the quality flags depend on as they were (services/quality.ts),
 * or undefined when there is no such person (and so no event).
 */
export async function updatePerson(
  db: Queryable,
  id: string,
  p: PersonInput,
  event: UpdateEvent,
  userId?: string,
  sendBack = false,
  wards?: string[],
): Promise<{ changes: Record<string, [unknown, unknown]>; before: QualityRow } | undefined> {
  const review = sendBack
    ? `, review_status = 'pending', review_comment = NULL, reviewed_by = NULL, reviewed_at = NULL`
    : '';
  const [row] = await db.query<{ changes: Record<string, [unknown, unknown]>; before: QualityRow }>(
    `WITH changed AS (
       UPDATE people p SET name = $2, father_name = $3, ward_no = $4, area_name = $5,
         whatsapp_number = $6, household_size = $7, religion = $8, caste = $9, gps_location = $10,
         flags = ((o.flags & ${~FLAG_BITS.no_location & 0x7fff}) | ${NO_LOCATION_OF('$10')})::smallint,
         updated_at = clock_timestamp()${review}
       FROM (SELECT * FROM people WHERE id = $1 AND ($11::uuid IS NULL OR created_by = $11)
               AND ($16::text[] IS NULL OR ward_no = ANY ($16::text[])) FOR UPDATE) o
       WHERE p.id = o.id
       RETURNING p.id, p.name, ${changesJson('o', 'p')} AS changes,
         ${qualityJson('o')} AS before
     )
     SELECT changes, before, audit_append($12, $13, $14, 'person.updated', 'person', id::text, $15,
       jsonb_build_object('changes', changes, 'name', name)) AS seq
     FROM changed`,
    [
      id, p.name, p.fatherName, p.wardNo, p.areaName, p.whatsappNumber, p.householdSize,
      p.religion, p.caste, p.gpsLocation, userId ?? null,
      event.actorType, event.actorId, event.actorName, event.clientAddress, wards ?? null,
    ],
  );
  return row && { changes: row.changes, before: row.before };
}

/**
 * Returns the record as it was (for the log) and what the flags of others depended on, or
 * undefined when there is no such person.
 */
export async function deletePerson(
  db: Queryable,
  id: string,
  userId?: string,
): Promise<{ record: PersonRecord; before: QualityRow } | undefined> {
  const [row] = await db.query<{ record: PersonRecord; before: QualityRow }>(
    `DELETE FROM people p WHERE p.id = $1 AND ($2::uuid IS NULL OR p.created_by = $2)
     RETURNING ${recordJson('p')} AS record, ${qualityJson('p')} AS before`,
    [id, userId ?? null],
  );
  return row;
}

export async function personPhoneExists(db: Queryable, phone: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM people WHERE phone = $1', [phone]);
  return rows.length > 0;
}

/** How many of these people are in these wards (a supervisor's scope). */
export async function countPeopleInWards(db: Queryable, ids: string[], wards: string[]): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM people WHERE id = ANY ($1::uuid[]) AND ward_no = ANY ($2::text[])',
    [ids, wards],
  );
  return row?.n ?? 0;
}
