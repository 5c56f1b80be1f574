import type { FastifyRequest } from 'fastify';
import type { Db } from '../db';
import { deletePerson, updatePerson, type PersonInput } from '../db/queries/people';
import { recordEvent, requestContext } from './audit';

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
  // One statement (the cost of an update stays that of one round trip): see updatePerson.
  const { actor, clientAddress } = requestContext(request);
  const event = { actorType: actor.type, actorId: actor.id, actorName: actor.name, clientAddress };
  return (await updatePerson(db, id, input, event, userId, userId !== undefined)) !== undefined;
}

export async function deletePersonLogged(
  db: Db,
  request: FastifyRequest,
  id: string,
  userId?: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const record = await deletePerson(tx, id, userId);
    if (!record) return false;
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
