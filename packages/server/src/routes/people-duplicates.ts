import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DuplicateMatches, DuplicateSearchBody } from '@hr/contracts';
import { findDuplicates } from '../db/queries/people-duplicates';
import { accountOf } from '../plugins/auth';
import { scopeOf } from '../services/ward-scope';
import { authErrors } from './responses';

/**
 * POST .../people/duplicates under /admin or /user (inside their requireRole): who may already
 * be registered, before a save. A collector sees every collector's matches (a duplicate is as
 * likely entered by a colleague), but another collector's without its id and with the phone
 * masked; an admin sees all of them in full. One indexed statement, nothing logged: it runs on
 * every save of the wizard and the edit forms.
 */
export function peopleDuplicatesRoutes(role: 'admin' | 'user'): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.post(
      '/people/duplicates',
      {
        // A POST that only reads: a replica's (docs/deploy.md).
        config: { supervisor: 'scoped', reads: 'replica' },
        schema: {
          summary:
            role === 'admin'
              ? 'Possible duplicates of a person'
              : 'Possible duplicates before a save',
          operationId: role === 'admin' ? 'findDuplicatePeople' : 'findMyDuplicatePeople',
          body: DuplicateSearchBody,
          response: { 200: DuplicateMatches, ...authErrors },
        },
      },
      async (request) => {
        const b = request.body;
        const matches = await findDuplicates(app.dbFor(request), {
          name: b.name,
          fatherName: b.fatherName,
          wardNo: b.wardNo,
          areaName: b.areaName ?? '',
          excludeId: b.excludeId,
          viewerId: role === 'user' ? accountOf(request).id : undefined,
          wards: role === 'admin' ? scopeOf(request) : undefined,
        });
        return { matches };
      },
    );
  };
}
