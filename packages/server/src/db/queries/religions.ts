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

export async function renameReligion(db: Queryable, id: string, name: string): Promise<boolean> {
  const rows = await db.query('UPDATE religions SET name = $2 WHERE id = $1 RETURNING id', [id, name]);
  return rows.length > 0;
}

/** Its castes go with it (ON DELETE CASCADE). People keep the names they were saved with. */
export async function deleteReligion(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.query('DELETE FROM religions WHERE id = $1 RETURNING id', [id]);
  return rows.length > 0;
}
