import type { Caste } from '@hr/contracts';
import type { Queryable } from '../types';

export type CasteRecord = { name: string; religionId: string };

export async function insertCaste(db: Queryable, religionId: string, name: string): Promise<Caste> {
  const [row] = await db.query<Caste>(
    'INSERT INTO castes (religion_id, name) VALUES ($1, $2) RETURNING id, name',
    [religionId, name],
  );
  return row!;
}

/** Renames a caste and may move it to another religion; returns it and its fields before. */
export async function updateCaste(
  db: Queryable,
  id: string,
  religionId: string,
  name: string,
): Promise<{ caste: Caste; before: CasteRecord } | undefined> {
  const [row] = await db.query<{ id: string; name: string; before: CasteRecord }>(
    `UPDATE castes n SET religion_id = $2, name = $3
     FROM (SELECT id, name, religion_id FROM castes WHERE id = $1 FOR UPDATE) o
     WHERE n.id = o.id RETURNING n.id, n.name, json_build_object('name', o.name, 'religionId', o.religion_id) AS before`,
    [id, religionId, name],
  );
  return row && { caste: { id: row.id, name: row.name }, before: row.before };
}

/** Returns the caste as it was, or undefined. */
export async function deleteCaste(db: Queryable, id: string): Promise<CasteRecord | undefined> {
  const [row] = await db.query<CasteRecord>(
    'DELETE FROM castes WHERE id = $1 RETURNING name, religion_id AS "religionId"',
    [id],
  );
  return row;
}
