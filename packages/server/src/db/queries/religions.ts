import type { Religion } from '@hr/contracts';
import type { Queryable } from '../types';

/** Religions with their castes, both by name, as the lookups call returns them. */
export async function listReligions(db: Queryable, id?: string): Promise<Religion[]> {
  return db.query<Religion>(
    `SELECT r.id, r.name,
       coalesce((SELECT json_agg(json_build_object('id', c.id, 'name', c.name) ORDER BY lower(c.name), c.id)
                 FROM castes c WHERE c.religion_id = r.id), '[]'::json) AS castes
     FROM religions r WHERE ($1::uuid IS NULL OR r.id = $1) ORDER BY lower(r.name), r.id`,
    [id ?? null],
  );
}

export async function getReligion(db: Queryable, id: string): Promise<Religion | undefined> {
  const [row] = await listReligions(db, id);
  return row;
}

export async function insertReligion(db: Queryable, name: string): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    'INSERT INTO religions (name) VALUES ($1) RETURNING id',
    [name],
  );
  return row!.id;
}

/** Returns the name before, or undefined when there is no such religion. */
export async function renameReligion(db: Queryable, id: string, name: string): Promise<string | undefined> {
  const [row] = await db.query<{ before: string }>(
    `UPDATE religions n SET name = $2 FROM (SELECT id, name FROM religions WHERE id = $1 FOR UPDATE) o
     WHERE n.id = o.id RETURNING o.name AS before`,
    [id, name],
  );
  return row?.before;
}

/**
 * Its castes go with it (ON DELETE CASCADE). People keep the names they were saved with.
 * Returns the religion as it was, with its castes' names, or undefined.
 */
export async function deleteReligion(
  db: Queryable,
  id: string,
): Promise<{ name: string; castes: string[] } | undefined> {
  const [row] = await db.query<{ name: string; castes: string[] }>(
    `DELETE FROM religions r WHERE r.id = $1 RETURNING r.name,
       coalesce((SELECT array_agg(c.name ORDER BY c.name) FROM castes c WHERE c.religion_id = r.id), '{}') AS castes`,
    [id],
  );
  return row;
}
