import type { FastifyRequest } from 'fastify';
import type { Db } from '../db';
import { deletePerson, updatePerson, type PersonInput } from '../db/queries/people';
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
 * an admin's edit leaves the review as it is (the office corrects what it checked). `wards` (a
 * supervisor's scope) limits it to the people of those wards, in the same statement.
 */
export async function updatePersonLogged(
  db: Db,
  request: FastifyRequest,
  id: string,
  input: PersonInput,
  userId?: string,
  wards?: string[],
): Promise<boolean> {
  // One statement (the cost of an update stays that of one round trip): see updatePerson. The
  // flags it moves follow, off the request's path (services/quality-queue.ts), when it changed
  // what they depend on.
  const { actor, clientAddress } = requestContext(request);
  const event = { actorType: actor.type, actorId: actor.id, actorName: actor.name, clientAddress };
  const updated = await updatePerson(db, id, input, event, userId, userId !== undefined, wards);
  if (!updated) return false;
  const change = changeOf(updated.changes);
  if (change.location || change.duplicates) {
    const ctx = qualityContext(request);
    request.server.quality.add((tx) => qualityAfterSave(tx, ctx, id, updated.before, change));
  }
  return true;
}

export async function deletePersonLogged(
  db: Db,
  request: FastifyRequest,
  id: string,
  userId?: string,
): Promise<boolean> {
  const deleted = await db.transaction(async (tx) => {
    const gone = await deletePerson(tx, id, userId);
    if (!gone) return undefined;
    const { record } = gone;
    await recordEvent(tx, {
      ...requestContext(request),
      action: 'person.deleted',
      entityType: 'person',
      entityId: id,
      details: { record },
    });
    return gone.before;
  });
  if (!deleted) return false;
  // Its ward, its same-spot group and its matches lose it, a moment later.
  const ctx = qualityContext(request);
  request.server.quality.add((tx) => qualityAfterDelete(tx, ctx, deleted));
  return true;
}
