import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiTokenList, CreateApiTokenBody, CreatedApiToken, IdParams } from '@hr/contracts';
import { deleteApiToken, insertApiToken, listApiTokens } from '../../db/queries/api-tokens';
import { accountOf } from '../../plugins/auth';
import { httpError } from '../../errors';
import { hashApiToken, newApiToken } from '../../services/api-tokens';
import { recordEvent, requestContext } from '../../services/audit';
import { errors, NoContent } from '../responses';

/**
 * Read-only API tokens for reporting tools, managed by an admin's session only: none of these
 * routes carries `apiToken: 'read'`, so a token cannot list, make or revoke tokens (403).
 * The secret is answered once, by the POST, and stored as its SHA-256 (services/api-tokens.ts).
 */
const apiTokenRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const config = { entity: 'API token' };

  const listSchema = {
    summary: 'List API tokens (never their secrets)',
    operationId: 'listApiTokens',
    response: { 200: ApiTokenList },
  };
  app.get('/api-tokens', { config: { reads: 'primary' }, schema: listSchema }, async () =>
    listApiTokens(app.db),
  );

  app.post(
    '/api-tokens',
    {
      schema: {
        summary: 'Create a read-only API token (its secret is shown this once)',
        operationId: 'createApiToken',
        body: CreateApiTokenBody,
        response: { 201: CreatedApiToken, ...errors(409) },
      },
    },
    async (request, reply) => {
      const { name, expiresInDays } = request.body;
      const token = newApiToken();
      const created = await app.db.transaction(async (tx) => {
        const row = await insertApiToken(tx, {
          name,
          tokenHash: hashApiToken(token),
          createdBy: accountOf(request).id,
          expiresInDays: expiresInDays ?? null,
        });
        await recordEvent(tx, {
          ...requestContext(request),
          action: 'api_token.created',
          entityType: 'api_token',
          entityId: row.id,
          details: { name: row.name, expiresAt: row.expiresAt },
        });
        return row;
      });
      const { id, createdAt, expiresAt } = created;
      return reply
        .status(201)
        .send({ id, name: created.name, token, createdAt, expiresAt, lastUsedAt: null });
    },
  );

  app.delete(
    '/api-tokens/:id',
    {
      config,
      schema: {
        summary: 'Revoke an API token',
        operationId: 'revokeApiToken',
        params: IdParams,
        response: { 204: NoContent, ...errors(404) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const found = await app.db.transaction(async (tx) => {
        const gone = await deleteApiToken(tx, id);
        if (!gone) return false;
        await recordEvent(tx, {
          ...requestContext(request),
          action: 'api_token.revoked',
          entityType: 'api_token',
          entityId: id,
          details: { name: gone.name },
        });
        return true;
      });
      if (!found) throw httpError('API_TOKEN_NOT_FOUND');
      return reply.status(204).send(null);
    },
  );
};

export default apiTokenRoutes;
