import { MERGE_FIELDS, type MergeField } from '@hr/contracts';
import type { Queryable } from '../types';
import { FLAG_BITS } from './people-flags';
import type { PersonRecord } from './people';

/**
 * The two statements of a merge (issue 41, services/duplicate-decisions.ts) on the people it
 * joins: the removed record's values read before it goes, then the kept record given the ones
 * chosen from it.
 */

/** The stored columns of the fields a merge may take from either side. */
const COLUMN: Record<MergeField, string> = {
  name: 'name',
  fatherName: 'father_name',
  wardNo: 'ward_no',
  areaName: 'area_name',
  phone: 'phone',
  whatsappNumber: 'whatsapp_number',
  householdSize: 'household_size',
  religion: 'religion',
  caste: 'caste',
  gpsLocation: 'gps_location',
};

export type MergeValues = Record<MergeField, unknown>;

/** A person's values of every field a merge may take, under their wire names, or undefined. */
export async function mergeValuesOf(tx: Queryable, id: string): Promise<MergeValues | undefined> {
  const [row] = await tx.query<MergeValues>(
    `SELECT ${MERGE_FIELDS.map((f) => `${COLUMN[f]} AS "${f}"`).join(', ')} FROM people WHERE id = $1`,
    [id],
  );
  return row;
}

/**
 * The kept record takes the `taken` fields' `values` and goes back to pending review (comment and
 * reviewer cleared); no_location follows its position, taken or its own. Returns it as it was and
 * its ward after, or undefined when it is gone.
 */
export async function takeMergedValues(
  tx: Queryable,
  keptId: string,
  taken: MergeField[],
  values: MergeValues,
): Promise<{ before: PersonRecord; ward: string } | undefined> {
  const gps = taken.includes('gpsLocation') ? `$${taken.indexOf('gpsLocation') + 2}::text` : 'p.gps_location';
  const [kept] = await tx.query<{ before: PersonRecord; ward: string }>(
    `WITH o AS (SELECT * FROM people WHERE id = $1)
     UPDATE people p SET ${[
       ...taken.map((f, i) => `${COLUMN[f]} = $${i + 2}`),
       `review_status = 'pending'`,
       'review_comment = NULL',
       'reviewed_by = NULL',
       'reviewed_at = NULL',
       `flags = ((p.flags & ${~FLAG_BITS.no_location & 0x7fff}) | CASE WHEN person_gps(${gps}) IS NULL THEN ${
         FLAG_BITS.no_location
       } ELSE 0 END)::smallint`,
       'updated_at = clock_timestamp()',
     ].join(', ')}
     FROM o WHERE p.id = o.id
     RETURNING row_to_json(o) AS before, p.ward_no AS ward`,
    [keptId, ...taken.map((f) => values[f])],
  );
  return kept;
}
