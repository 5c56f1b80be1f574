import type { Caste } from '@hr/contracts';
import type { Queryable } from '../types';

export async function insertCaste(db: Queryable, religionId: string, name: string): Promise<Caste> {
  const [row] = await db.query<Caste>(
    'INSERT INTO castes (religion_id, name) VALUES ($1, $2) RETURNING id, name',
    [religionId, name],
  );
  return row!;
}

/** Renames a caste and may move it to another religion. */
export async function updateCaste(
  db: Queryable,
  id: string,
  religionId: string,
  name: string,
): Promise<Caste | undefined> {
  const [row] = await db.query<Caste>(
    'UPDATE castes SET religion_id = $2, name = $3 WHERE id = $1 RETURNING id, name',
    [id, religionId, name],
  );
  return row;
}

export async function deleteCaste(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.query('DELETE FROM castes WHERE id = $1 RETURNING id', [id]);
  return rows.length > 0;
}
