import type { FastifyRequest } from 'fastify';
import type { PeopleExportFormat } from '@hr/contracts';
import type { Queryable } from '../../db';
import { findAdminById } from '../../db/queries/admins';
import { findUserById } from '../../db/queries/users';
import { accountActor, apiTokenActor, recordEvent, type Actor } from '../audit';

/** What the activity log records of one export (`people.exported`). */
export interface PeopleExported {
  actor: { role: 'admin' | 'user'; id: string } | { apiToken: { id: string; name: string } };
  format: PeopleExportFormat;
  filters: { q: string | null; createdBy: string | null; reviewStatus?: string; flag?: string; wards?: string[] };
  rowCount: number;
  /** false: the client went away, or the database failed, before the last row. */
  complete: boolean;
  clientAddress: string;
}

/** An account's name is read now (a link download has no session); a token's came with it. */
async function actorOf(db: Queryable, who: PeopleExported['actor']): Promise<Actor> {
  if ('apiToken' in who) return apiTokenActor(who.apiToken);
  const { role, id } = who;
  const row = role === 'admin' ? await findAdminById(db, id) : await findUserById(db, id);
  return row
    ? accountActor('role' in row ? row.role : role, { id, firstName: row.first_name, lastName: row.last_name })
    : { type: role, id, name: null };
}

/**
 * The single place an export is reported, once per export, after its response has ended
 * (finished or cut off). A download through a one-use link carries no session, so the actor's
 * name at the time is read here. An export changes nothing, so its event stands alone; a failure
 * to record it is logged, never thrown into a response that has already ended.
 */
export function peopleExported(db: Queryable, request: FastifyRequest, event: PeopleExported): void {
  void (async () => {
    await recordEvent(db, {
      actor: await actorOf(db, event.actor),
      action: 'people.exported',
      entityType: 'people',
      entityId: null,
      clientAddress: event.clientAddress,
      details: {
        format: event.format,
        filters: event.filters,
        rowCount: event.rowCount,
        complete: event.complete,
      },
    });
  })().catch((err: unknown) => request.log.error({ err }, 'could not record people.exported'));
}
