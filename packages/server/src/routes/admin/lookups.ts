import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Caste,
  CreateCasteBody,
  IdParams,
  Religion,
  ReligionBody,
  UpdateCasteBody,
} from '@hr/contracts';
import { deleteCaste, insertCaste, updateCaste } from '../../db/queries/castes';
import {
  deleteReligion,
  getReligion,
  insertReligion,
  renameReligion,
} from '../../db/queries/religions';
import { httpError } from '../../errors';
import { changedFields, recordEvent, requestContext } from '../../services/audit';
import { errors, NoContent } from '../responses';

/**
 * Renaming or deleting a lookup does not rewrite people: a person keeps the religion and caste
 * names it was saved with (the spec's wire shape stores names), and the forms show a value
 * missing from the lookups as an extra option. Each change commits with its log event.
 */
const adminLookupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const religion = { entity: 'religion' };
  const caste = { entity: 'caste' };
  const { db } = app;

  app.post(
    '/religions',
    {
      schema: {
        summary: 'Create a religion',
        operationId: 'createReligion',
        body: ReligionBody,
        response: { 201: Religion, ...errors(409) },
      },
    },
    async (request, reply) => {
      const { name } = request.body;
      const id = await db.transaction(async (tx) => {
        const created = await insertReligion(tx, name);
        const event = {
          action: 'religion.created',
          entityId: created,
          details: { record: { name } },
        } as const;
        await recordEvent(tx, { ...requestContext(request), entityType: 'religion', ...event });
        return created;
      });
      return reply.status(201).send((await getReligion(db, id))!);
    },
  );

  app.put(
    '/religions/:id',
    {
      config: religion,
      schema: {
        summary: 'Rename a religion',
        operationId: 'updateReligion',
        params: IdParams,
        body: ReligionBody,
        response: { 200: Religion, ...errors(404, 409) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { name } = request.body;
      const found = await db.transaction(async (tx) => {
        const before = await renameReligion(tx, id, name);
        if (before === undefined) return false;
        const changes = changedFields({ name: before }, { name });
        const event = {
          action: 'religion.updated',
          entityId: id,
          details: { changes, name },
        } as const;
        await recordEvent(tx, { ...requestContext(request), entityType: 'religion', ...event });
        return true;
      });
      if (!found) throw httpError('RELIGION_NOT_FOUND');
      return (await getReligion(db, id))!;
    },
  );

  app.delete(
    '/religions/:id',
    {
      config: religion,
      schema: {
        summary: 'Delete a religion and its castes',
        operationId: 'deleteReligion',
        params: IdParams,
        response: { 204: NoContent, ...errors(404) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const found = await db.transaction(async (tx) => {
        const record = await deleteReligion(tx, id);
        if (!record) return false;
        const event = { action: 'religion.deleted', entityId: id, details: { record } } as const;
        await recordEvent(tx, { ...requestContext(request), entityType: 'religion', ...event });
        return true;
      });
      if (!found) throw httpError('RELIGION_NOT_FOUND');
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/castes',
    {
      schema: {
        summary: 'Create a caste',
        operationId: 'createCaste',
        body: CreateCasteBody,
        response: { 201: Caste, ...errors(404, 409) },
      },
    },
    async (request, reply) => {
      const { religionId, name } = request.body;
      const created = await db.transaction(async (tx) => {
        const row = await insertCaste(tx, religionId, name);
        const event = {
          action: 'caste.created',
          entityId: row.id,
          details: { record: { name, religionId } },
        } as const;
        await recordEvent(tx, { ...requestContext(request), entityType: 'caste', ...event });
        return row;
      });
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/castes/:id',
    {
      config: caste,
      schema: {
        summary: 'Rename or move a caste',
        operationId: 'updateCaste',
        params: IdParams,
        body: UpdateCasteBody,
        response: { 200: Caste, ...errors(404, 409) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { religionId, name } = request.body;
      const updated = await db.transaction(async (tx) => {
        const result = await updateCaste(tx, id, religionId, name);
        if (!result) return undefined;
        const changes = changedFields(result.before, { name, religionId });
        const event = {
          action: 'caste.updated',
          entityId: id,
          details: { changes, name },
        } as const;
        await recordEvent(tx, { ...requestContext(request), entityType: 'caste', ...event });
        return result.caste;
      });
      if (!updated) throw httpError('CASTE_NOT_FOUND');
      return updated;
    },
  );

  app.delete(
    '/castes/:id',
    {
      config: caste,
      schema: {
        summary: 'Delete a caste',
        operationId: 'deleteCaste',
        params: IdParams,
        response: { 204: NoContent, ...errors(404) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const found = await db.transaction(async (tx) => {
        const record = await deleteCaste(tx, id);
        if (!record) return false;
        const event = { action: 'caste.deleted', entityId: id, details: { record } } as const;
        await recordEvent(tx, { ...requestContext(request), entityType: 'caste', ...event });
        return true;
      });
      if (!found) throw httpError('CASTE_NOT_FOUND');
      return reply.status(204).send(null);
    },
  );
};

export default adminLookupRoutes;
