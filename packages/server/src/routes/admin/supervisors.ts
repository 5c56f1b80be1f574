import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CreateSupervisorBody,
  IdParams,
  Supervisor,
  SupervisorList,
  UpdateSupervisorBody,
} from '@hr/contracts';
import {
  accountHolding,
  deleteSupervisor,
  getSupervisor,
  insertSupervisor,
  listSupervisors,
  updateSupervisor,
} from '../../db/queries/admins';
import type { Queryable } from '../../db/types';
import { httpError } from '../../errors';
import { hashPassword } from '../../lib/passwords';
import { requirePhone } from '../../lib/phone';
import { recordAccountEdit, recordEvent, requestContext } from '../../services/audit';
import { errors, NoContent } from '../responses';

/** 409 when another account of any kind (admin, supervisor, collector) holds the phone or email. */
async function requireFreeLogin(
  db: Queryable,
  phone: string,
  email: string | null,
  exceptId?: string,
) {
  const taken = await accountHolding(db, phone, email, exceptId);
  if (taken === 'phone') throw httpError('ACCOUNT_PHONE_TAKEN');
  if (taken === 'email') throw httpError('ACCOUNT_EMAIL_TAKEN');
}

const sorted = (wards: number[]) => [...wards].sort((a, b) => a - b);

/**
 * Supervisors (issue 38): office accounts scoped to wards, managed by admins only (the admin
 * area's routes answer a supervisor 403 unless flagged). Each change commits with its
 * activity-log event, which names the wards before and after.
 */
const supervisorsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const region = app.config.defaultPhoneRegion;
  const config = { entity: 'supervisor' };

  app.get(
    '/supervisors',
    {
      config: { reads: 'primary' },
      schema: {
        summary: 'List supervisors',
        operationId: 'listSupervisors',
        response: { 200: SupervisorList },
      },
    },
    async () => listSupervisors(app.db),
  );

  app.post(
    '/supervisors',
    {
      schema: {
        summary: 'Create a supervisor',
        operationId: 'createSupervisor',
        body: CreateSupervisorBody,
        response: { 201: Supervisor, ...errors(409) },
      },
    },
    async (request, reply) => {
      const b = request.body;
      const fields = {
        firstName: b.firstName,
        lastName: b.lastName,
        phone: requirePhone(b.phone, region),
        email: b.email ?? null,
        wards: sorted(b.wards),
      };
      await requireFreeLogin(app.db, fields.phone, fields.email);
      const passwordHash = await hashPassword(b.password);
      const id = await app.db.transaction(async (tx) => {
        const created = await insertSupervisor(tx, { ...fields, passwordHash });
        await recordEvent(tx, {
          ...requestContext(request),
          action: 'supervisor.created',
          entityType: 'supervisor',
          entityId: created,
          details: { record: fields },
        });
        return created;
      });
      return reply.status(201).send((await getSupervisor(app.db, id))!);
    },
  );

  app.put(
    '/supervisors/:id',
    {
      config,
      schema: {
        summary: 'Update a supervisor (a password resets it)',
        operationId: 'updateSupervisor',
        params: IdParams,
        body: UpdateSupervisorBody,
        response: { 200: Supervisor, ...errors(404, 409) },
      },
    },
    async (request) => {
      const b = request.body;
      const { id } = request.params;
      const fields = {
        firstName: b.firstName,
        lastName: b.lastName,
        phone: requirePhone(b.phone, region),
        email: b.email ?? null,
        wards: sorted(b.wards),
      };
      if (!(await getSupervisor(app.db, id))) throw httpError('SUPERVISOR_NOT_FOUND');
      await requireFreeLogin(app.db, fields.phone, fields.email, id);
      const passwordHash = b.password ? await hashPassword(b.password) : null;
      const found = await app.db.transaction(async (tx) => {
        const result = await updateSupervisor(tx, id, { ...fields, passwordHash });
        if (!result) return false;
        await recordAccountEdit(tx, request, 'supervisor', id, result, Boolean(passwordHash));
        return true;
      });
      if (!found) throw httpError('SUPERVISOR_NOT_FOUND');
      return (await getSupervisor(app.db, id))!;
    },
  );

  app.delete(
    '/supervisors/:id',
    {
      config,
      schema: {
        summary: 'Delete a supervisor (their collectors and records stay, unassigned)',
        operationId: 'deleteSupervisor',
        params: IdParams,
        response: { 204: NoContent, ...errors(404) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const found = await app.db.transaction(async (tx) => {
        const deleted = await deleteSupervisor(tx, id);
        if (!deleted) return false;
        await recordEvent(tx, {
          ...requestContext(request),
          action: 'supervisor.deleted',
          entityType: 'supervisor',
          entityId: id,
          // Each collector left without a supervisor: [before, after] of their assignment.
          details: {
            record: deleted.record,
            collectorsUnassigned: deleted.collectors,
            supervisorId: [id, null],
          },
        });
        return true;
      });
      if (!found) throw httpError('SUPERVISOR_NOT_FOUND');
      return reply.status(204).send(null);
    },
  );
};

export default supervisorsRoutes;
