import type { FastifyRequest } from 'fastify';
import { findAdminById } from '../db/queries/admins';
import type { Queryable } from '../db/types';
import { httpError, HttpError, invalidInput } from '../errors';
import { accountOf } from '../plugins/auth';

/**
 * A supervisor's scope (issue 38): the wards whose people they may read and change. People keep
 * `ward_no` as text, so a scope is the ward numbers written plainly ('3'); `undefined` is the
 * whole district (an admin, an API token). Every admin route flagged `supervisor: 'scoped'`
 * passes the scope to its query, which reads it through people_ward_created_idx or
 * people_ward_counts, never by filtering a district-wide result afterwards.
 */
export type WardScope = string[] | undefined;

export const wardTexts = (wards: readonly number[]): string[] => wards.map(String);

export function scopeOf(request: FastifyRequest): WardScope {
  const account = accountOf(request);
  return account.officeRole === 'supervisor' ? wardTexts(account.wards) : undefined;
}

/** Whether a ward is within the scope. */
export const inScope = (scope: WardScope, wardNo: string): boolean => !scope || scope.includes(wardNo);

/**
 * The caller's scope narrowed by a `supervisorId` filter ("that supervisor's wards"): 400 naming
 * it when the id is not a supervisor's. A supervisor filtering by another keeps only the wards
 * they share.
 */
export async function filteredScope(db: Queryable, scope: WardScope, supervisorId: string | undefined): Promise<WardScope> {
  if (!supervisorId) return scope;
  const supervisor = await findAdminById(db, supervisorId);
  if (supervisor?.role !== 'supervisor') throw invalidInput('supervisorId is not a supervisor');
  const theirs = wardTexts(supervisor.wards);
  return scope ? theirs.filter((w) => scope.includes(w)) : theirs;
}

/** 403 OUTSIDE_SCOPE for an explicit ward the caller may not see (a report's `wardNo`). */
export function requireWardInScope(scope: WardScope, wardNo: string | undefined): void {
  if (wardNo !== undefined && !inScope(scope, wardNo)) throw outsideScope(wardNo);
}

export const outsideScope = (wardNo: string) =>
  new HttpError('OUTSIDE_SCOPE', `Ward ${wardNo} is outside your wards`);

/** A person outside the scope is answered like one that does not exist (existence stays hidden). */
export function requirePersonInScope(scope: WardScope, person: { wardNo: string } | undefined): void {
  if (!person || !inScope(scope, person.wardNo)) throw httpError('PERSON_NOT_FOUND');
}

/**
 * A collector with assigned wards saves people of those wards only: 400 WARD_NOT_ASSIGNED naming
 * the ward and theirs. Returns the ward as stored: a number written plainly ('03' is ward 3), so
 * their supervisor's scope finds it. A collector without wards saves any ward, as typed.
 */
export function assignedWard(request: FastifyRequest, wardNo: string): string {
  const { wards } = accountOf(request);
  if (wards.length === 0) return wardNo;
  const ward = /^\d{1,9}$/.test(wardNo) ? String(Number(wardNo)) : wardNo;
  if (!wardTexts(wards).includes(ward)) {
    throw new HttpError('WARD_NOT_ASSIGNED', `Ward ${wardNo} is not one of your wards (${wards.join(', ')}).`);
  }
  return ward;
}
