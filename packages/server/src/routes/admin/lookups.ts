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
import { deleteReligion, getReligion, insertReligion, renameReligion } from '../../db/queries/religions';
import { notFound } from '../../errors';
import { authErrors, NoContent } from '../responses';

/**
 * Renaming or deleting a lookup does not rewrite people: a person keeps the religion and caste
 * names it was saved with (the spec's wire shape stores names), and the forms show a value
 * missing from the lookups as an extra option.
 */
const adminLookupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const religion = { entity: 'religion' };
  const caste = { entity: 'caste' };

  app.post(
    '/religions',
    { schema: { body: ReligionBody, response: { 201: Religion, ...authErrors } } },
    async (request, reply) => {
      const id = await insertReligion(app.db, request.body.name);
      return reply.status(201).send((await getReligion(app.db, id))!);
    },
  );

  app.put(
    '/religions/:id',
    { config: religion, schema: { params: IdParams, body: ReligionBody, response: { 200: Religion, ...authErrors } } },
    async (request) => {
      if (!(await renameReligion(app.db, request.params.id, request.body.name))) {
        throw notFound('Religion not found');
      }
      return (await getReligion(app.db, request.params.id))!;
    },
  );

  app.delete(
    '/religions/:id',
    { config: religion, schema: { params: IdParams, response: { 204: NoContent, ...authErrors } } },
    async (request, reply) => {
      if (!(await deleteReligion(app.db, request.params.id))) throw notFound('Religion not found');
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/castes',
    { schema: { body: CreateCasteBody, response: { 201: Caste, ...authErrors } } },
    async (request, reply) => {
      const created = await insertCaste(app.db, request.body.religionId, request.body.name);
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/castes/:id',
    { config: caste, schema: { params: IdParams, body: UpdateCasteBody, response: { 200: Caste, ...authErrors } } },
    async (request) => {
      const updated = await updateCaste(app.db, request.params.id, request.body.religionId, request.body.name);
      if (!updated) throw notFound('Caste not found');
      return updated;
    },
  );

  app.delete(
    '/castes/:id',
    { config: caste, schema: { params: IdParams, response: { 204: NoContent, ...authErrors } } },
    async (request, reply) => {
      if (!(await deleteCaste(app.db, request.params.id))) throw notFound('Caste not found');
      return reply.status(204).send(null);
    },
  );
};

export default adminLookupRoutes;
