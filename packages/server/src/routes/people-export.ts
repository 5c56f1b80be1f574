import { createHash, randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminPeopleExportQuery,
  PEOPLE_EXPORT_LINK_SECONDS,
  PeopleExportLink,
  UserPeopleExportQuery,
  type QualityFlagFilter,
  type ReviewStatus,
} from '@hr/contracts';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { findAdminById } from '../db/queries/admins';
import { consumeExportLink, insertExportLink } from '../db/queries/export-links';
import { findUserById } from '../db/queries/users';
import { commitPosition, parseLsn } from '../db/lsn';
import { httpError } from '../errors';
import { queryValidatorCompiler } from '../lib/query-validator';
import { accountOf, requireRole } from '../plugins/auth';
import { sendPeopleExport, type ExportGrant } from '../services/people-export/send';
import { filteredScope, scopeOf, wardTexts } from '../services/ward-scope';
import { errors } from './responses';

type Role = 'admin' | 'user';

/** The file itself: CSV (UTF-8 with a BOM) or an Excel workbook, streamed as a download. */
const ExportFile = {
  description: 'The file (Content-Disposition: attachment)',
  content: {
    'text/csv': { schema: { type: 'string' } },
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
      schema: { type: 'string', contentEncoding: 'binary' },
    },
  },
};

const OPERATIONS = {
  admin: {
    export: { summary: 'Export people (CSV or Excel)', operationId: 'exportPeople' },
    link: { summary: 'A one-use download link for an export', operationId: 'createPeopleExportLink' },
    download: { summary: 'Download an export through its link', operationId: 'downloadPeopleExport' },
  },
  user: {
    export: { summary: 'Export my people (CSV or Excel)', operationId: 'exportMyPeople' },
    link: { summary: 'A one-use download link for an export of my people', operationId: 'createMyPeopleExportLink' },
    download: { summary: 'Download an export of my people through its link', operationId: 'downloadMyPeopleExport' },
  },
};
interface ExportQuery {
  format: 'csv' | 'xlsx';
  q?: string;
  createdBy?: string;
  supervisorId?: string;
  reviewStatus?: ReviewStatus;
  flag?: QualityFlagFilter;
}

/**
 * The admin exports anyone's (or `createdBy`'s) people, a supervisor those of their wards (or of
 * `supervisorId`'s), a collector only their own.
 */
async function grantOf(request: FastifyRequest, role: Role, query: ExportQuery): Promise<ExportGrant> {
  const { id: accountId, apiToken } = accountOf(request);
  const createdBy = role === 'user' ? accountId : query.createdBy;
  const { reviewStatus, flag } = query;
  const wards =
    role === 'admin' ? await filteredScope(request.server.db, scopeOf(request), query.supervisorId) : undefined;
  return { role, accountId, format: query.format, q: query.q, createdBy, reviewStatus, flag, wards, apiToken };
}

const hashToken = (token: string) => createHash('sha256').update(token).digest();

/**
 * GET .../people/export and POST .../people/export/link under /admin or /user (inside their
 * requireRole). The link takes the same query string as the export (no body: one set of rules
 * and messages for both) and answers a one-use address the browser can open as a plain
 * navigation, without the Bearer header.
 */
export function peopleExportRoutes(role: Role): FastifyPluginAsyncTypebox {
  const querystring = role === 'admin' ? AdminPeopleExportQuery : UserPeopleExportQuery;
  const { export: exportId, link } = OPERATIONS[role];
  return async (app) => {
    app.get(
      '/people/export',
      {
        schema: { ...exportId, querystring, response: { 200: ExportFile } },
        validatorCompiler: queryValidatorCompiler,
        // No automatic HEAD route: it would run the whole export to send no body.
        exposeHeadRoute: false,
        // An API token downloads the file in this one call (curl with the Bearer header).
        config: { apiToken: 'read', supervisor: 'scoped', reads: 'replica' },
      },
      async (request, reply) =>
        sendPeopleExport(app.dbFor(request), request, reply, await grantOf(request, role, request.query)),
    );

    app.post(
      '/people/export/link',
      {
        schema: { ...link, querystring, response: { 200: PeopleExportLink } },
        validatorCompiler: queryValidatorCompiler,
        config: { supervisor: 'scoped' },
      },
      async (request) => {
        const grant = await grantOf(request, role, request.query);
        const token = randomBytes(32).toString('base64url');
        await insertExportLink(
          app.db,
          hashToken(token),
          {
            ...grant,
            q: grant.q?.trim() || null,
            createdBy: grant.createdBy ?? null,
            reviewStatus: grant.reviewStatus ?? null,
            flag: grant.flag ?? null,
            wards: grant.wards ?? null,
          },
          PEOPLE_EXPORT_LINK_SECONDS,
          app.db.kind === 'postgres',
        );
        return { url: `/api/${role}/people/export/download/${token}` };
      },
    );
  };
}

const TokenParams = Type.Object({ token: Type.String({ description: 'The token of the link' }) });
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * GET /admin/people/export/download/:token and /user/...: outside requireRole, since the link
 * stands in for the session. It is spent on first use. A request that does carry a session must
 * be of the account that made the link (another's is answered like an unknown link, which stays
 * usable by its owner). The account must still exist.
 */
export const exportDownloadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const role of ['admin', 'user'] as const) {
    // No automatic HEAD route: a link preview's HEAD would spend the link.
    const options = {
      // The link is spent on the primary; the rows come from a replica that has replayed the
      // link's position (a browser's download sends no X-Registry-After).
      config: { roles: [role], sessionOptional: true, reads: 'replica' as const },
      schema: { ...OPERATIONS[role].download, params: TokenParams, response: { 200: ExportFile, ...errors(404) } },
      exposeHeadRoute: false,
    };
    app.get(`/${role}/people/export/download/:token`, options, async (request, reply) => {
      const { token } = request.params;
      let caller: string | null = null;
      // A session sent along is checked first: a bad or wrong-role one is refused as such
      // (401/403), whatever the link looks like.
      if (request.headers.authorization) {
        await requireRole(role)(request, reply);
        caller = accountOf(request).id;
      }
      if (!TOKEN.test(token)) throw httpError('EXPORT_LINK_GONE');
      const grant = await consumeExportLink(app.db, hashToken(token), role, caller);
      if (!grant) throw httpError('EXPORT_LINK_GONE');
      const account =
        role === 'admin' ? await findAdminById(app.db, grant.accountId) : await findUserById(app.db, grant.accountId);
      if (!account) throw httpError('EXPORT_LINK_GONE');
      // A supervisor's link reads their wards as they are now (a scope narrowed since it was made
      // narrows the file too).
      const scope = 'role' in account && account.role === 'supervisor' ? wardTexts(account.wards) : undefined;
      const wards = scope ? (grant.wards ?? scope).filter((w) => scope.includes(w)) : (grant.wards ?? undefined);
      const made = parseLsn(grant.readAfter);
      const reads = app.dbFor(request, made === undefined ? undefined : commitPosition(made));
      return sendPeopleExport(reads, request, reply, {
        wards,
        role,
        accountId: grant.accountId,
        format: grant.format,
        q: grant.q ?? undefined,
        createdBy: grant.createdBy ?? undefined,
        reviewStatus: grant.reviewStatus ?? undefined,
        flag: grant.flag ?? undefined,
      });
    });
  }
};
