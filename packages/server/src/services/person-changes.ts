import type { FastifyRequest } from 'fastify';
import type { Db } from '../db';
import { deletePerson, updatePerson, type PersonInput } from '../db/queries/people';
import { qualityRow } from '../db/queries/people-quality';
import { recordEvent, requestContext } from './audit';
import { changeOf, qualityAfterDelete, qualityAfterSave, type QualityContext } from './quality';

/** The quality flags' settings for a request's app. */
export const qualityContext = (request: FastifyRequest): QualityContext => ({
  kind: request.server.db.kind,
  farMetres: request.server.config.qualityFarMeters,
});

/**
 * A person's update or deletion with its event, in one transaction (shared by the admin's and
 * the collector's routes). `userId` limits it to that collector's people. False: no such person.
 * A collector's edit sends the person back for review (pending, the office's comment cleared);
 * an admin's edit leaves the review as it is (the office corrects what it checked).
 */
export async function updatePersonLogged(
  db: Db,
  request: FastifyRequest,
  id: string,
  input: PersonInput,
  userId?: string,
): Promise<boolean> {
  // The update and its event are one statement (see updatePerson); the flags it moves follow in
  // the same transaction (services/quality.ts), only when it changed what they depend on.
  const { actor, clientAddress } = requestContext(request);
  const event = { actorType: actor.type, actorId: actor.id, actorName: actor.name, clientAddress };
  return db.transaction(async (tx) => {
    const updated = await updatePerson(tx, id, input, event, userId, userId !== undefined);
    if (!updated) return false;
    await qualityAfterSave(tx, qualityContext(request), id, updated.before, changeOf(updated.changes));
    return true;
  });
}

export async function deletePersonLogged(
  db: Db,
  request: FastifyRequest,
  id: string,
  userId?: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const before = await qualityRow(tx, id);
    const record = await deletePerson(tx, id, userId);
    if (!record) return false;
    // Its ward, its same-spot group and its matches lose it (before the event: see recordEvent).
    if (before) await qualityAfterDelete(tx, qualityContext(request), before);
    await recordEvent(tx, {
      ...requestContext(request),
      action: 'person.deleted',
      entityType: 'person',
      entityId: id,
      details: { record },
    });
    return true;
  });
}
