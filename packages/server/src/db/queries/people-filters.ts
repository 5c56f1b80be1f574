import type { QualityFlagFilter, ReviewStatus } from '@hr/contracts';
import { flagCondition } from './people-flags';

/**
 * The filters of the reports and the map, as SQL conditions on `people p`. Dates are the office's
 * whole days: `from` at 00:00 and `to` at 24:00 in `timeZone`, turned into instants by PostgreSQL
 * itself (its zone database knows the past offsets), so a range of people_report_idx is read.
 */
export interface PeopleFilter {
  timeZone: string;
  from?: string;
  to?: string;
  wardNo?: string;
  religion?: string;
  createdBy?: string;
  reviewStatus?: ReviewStatus;
  flag?: QualityFlagFilter;
  /** Only these wards (a supervisor's scope, or a supervisor filter): ward_no as text. */
  wards?: string[];
}

/** Collects parameters and returns each one's placeholder. */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** ` AND ...` for every filter given (empty for none). */
export function filterConditions(f: PeopleFilter, params: Params): string {
  const and: string[] = [];
  if (f.from)
    and.push(
      `p.created_at >= ${params.add(f.from)}::date::timestamp AT TIME ZONE ${params.add(f.timeZone)}::text`,
    );
  if (f.to)
    and.push(
      `p.created_at < (${params.add(f.to)}::date + 1)::timestamp AT TIME ZONE ${params.add(f.timeZone)}::text`,
    );
  if (f.wardNo !== undefined) and.push(`p.ward_no = ${params.add(f.wardNo)}::text`);
  if (f.wards !== undefined) and.push(`p.ward_no = ANY (${params.add(f.wards)}::text[])`);
  if (f.religion !== undefined) and.push(`p.religion = ${params.add(f.religion)}::text`);
  if (f.createdBy !== undefined) and.push(`p.created_by = ${params.add(f.createdBy)}::uuid`);
  if (f.reviewStatus !== undefined) and.push(`p.review_status = ${params.add(f.reviewStatus)}::text`);
  if (f.flag !== undefined) and.push(flagCondition(f.flag));
  return and.map((c) => ` AND ${c}`).join('');
}
