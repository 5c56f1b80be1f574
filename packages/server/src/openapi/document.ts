import { ERROR_CODES } from '@hr/contracts/errors';
import type { RouteOptions } from 'fastify';
import { TAGS, tagOf } from './areas';
import { EXAMPLES } from './examples';

type Json = Record<string, unknown>;
type Schema = Json & { response?: Record<string, unknown>; body?: unknown; hide?: boolean };

const ERROR_REF = { $ref: '#/components/schemas/ErrorResponse' };

/** What each error status means on this API (the body's `code` says exactly which case). */
const ERROR_DESCRIPTIONS: Record<string, string> = {
  400: 'Invalid input: the message names the parameter',
  401: 'No session, or an expired, invalid or revoked one',
  403: "Not allowed for this caller's role (or, creating a person, the phone is not verified)",
  404: "No such record (another collector's record counts as none)",
  409: 'Conflicts with an existing record (a phone or name already taken)',
  413: 'Request body larger than 1 MB',
  415: 'Request body is not application/json',
  429: 'Too many attempts or calls (an API token: API_TOKEN_RATE_PER_MINUTE): wait for Retry-After seconds',
  502: 'The SMS provider did not take the message',
  503: 'The server is shutting down',
};

const SUCCESS_DESCRIPTIONS: Record<string, string> = {
  200: 'OK',
  201: 'Created',
  204: 'Done; no body',
};

/** Statuses every route of a kind gives, so no route has to remember them. */
function commonErrors(route: RouteOptions): number[] {
  const statuses = [400, 503];
  const methods = ([] as string[]).concat(route.method);
  // Fastify reads a body (and refuses a wrong or oversized one) on everything but GET and HEAD.
  if (methods.some((m) => m !== 'GET' && m !== 'HEAD')) statuses.push(413, 415);
  if (route.config?.roles) statuses.push(401, 403);
  // An API token (an admin's) is rate-limited on every admin route, refused or not.
  if (route.config?.roles?.includes('admin')) statuses.push(429);
  return statuses;
}

function security(route: RouteOptions): Json[] {
  const roles = route.config?.roles;
  if (!roles) return [];
  // OpenAPI 3.1 lets a non-OAuth requirement list the roles it needs. A supervisor (an office
  // account scoped to wards) may call the admin routes flagged for them, within their wards.
  const scoped = route.config?.supervisor === 'scoped' && roles.includes('admin') ? ['supervisor'] : [];
  const bearer: Json[] = [{ bearerAuth: [...roles, ...scoped] }];
  // Read-only API tokens may call the GET routes flagged for them (plugins/auth.ts).
  if (route.config?.apiToken === 'read') bearer.push({ apiToken: [] });
  return route.config?.sessionOptional ? [{}, ...bearer] : bearer;
}

/**
 * @fastify/swagger's per-route hook: only /api routes (the static files are no API), the
 * document's own routes hidden, a tag by area, security from the route's roles, and the error
 * statuses every route of its kind can give.
 */
export function transformRoute({
  schema,
  url,
  route,
}: {
  schema: unknown;
  url: string;
  route: RouteOptions;
}) {
  const own = (schema ?? {}) as Schema;
  if (!url.startsWith('/api/') || own.hide || url === '/api/openapi.json') {
    return { schema: { ...own, hide: true }, url };
  }
  const response: Record<string, unknown> = { ...own.response };
  for (const status of commonErrors(route))
    response[status] ??= { type: 'object', 'x-error': true };
  const tag = tagOf(url);
  // Where the route reads (docs/deploy.md "Read replicas"): 'replica' or 'primary'.
  const reads = route.config?.reads ? { 'x-reads': route.config.reads } : {};
  return {
    schema: { ...own, ...(tag ? { tags: [tag] } : {}), ...reads, security: security(route), response },
    // A plugin's root route ('/api/health/') answers without the slash too.
    url: url.length > 1 ? url.replace(/\/$/, '') : url,
  };
}

function isErrorShape(schema: unknown): boolean {
  if (!schema || typeof schema !== 'object') return false;
  const s = schema as Json;
  if (s['x-error']) return true;
  const keys =
    s.properties && typeof s.properties === 'object' ? Object.keys(s.properties).sort() : [];
  return s.type === 'object' && keys.join() === 'code,message';
}

/** Error bodies (alone or in a union) become the one shared component. */
function shareErrors(schema: unknown): unknown {
  if (isErrorShape(schema)) return ERROR_REF;
  if (!schema || typeof schema !== 'object') return schema;
  const s = { ...(schema as Json) };
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    if (Array.isArray(s[key])) s[key] = (s[key] as unknown[]).map(shareErrors);
  }
  return s;
}

interface Operation {
  operationId?: string;
  'x-reads'?: 'replica' | 'primary';
  parameters?: ({ in: string; name: string; example?: unknown } | { $ref: string })[];
  requestBody?: { content: Record<string, Json> };
  responses: Record<string, { description: string; content?: Record<string, Json>; headers?: Json }>;
}

const LSN_SCHEMA = { type: 'string', pattern: '^[0-9A-Fa-f]{1,8}/[0-9A-Fa-f]{1,8}$', example: '0/16B3748' };

/** Read-your-writes across replicas (issue 40, docs/deploy.md "Read replicas"): the two headers. */
const POSITION_COMPONENTS = {
  parameters: {
    RegistryAfter: {
      name: 'X-Registry-After',
      in: 'header',
      required: false,
      description:
        'The highest X-Registry-LSN the client has seen: a read replica serves the call only once it has replayed that far, else the primary does (so a client always reads its own writes). Checked on every call on PostgreSQL: anything but a log position is 400',
      schema: LSN_SCHEMA,
    },
  },
  headers: {
    RegistryLsn: {
      description:
        "The log position after this write's commit (PostgreSQL only): send the highest seen as X-Registry-After on later calls",
      schema: LSN_SCHEMA,
    },
  },
};

const WRITE_METHODS = new Set(['post', 'put', 'patch', 'delete']);

/** The reads a replica may serve take X-Registry-After; the 2xx answers of writes carry X-Registry-LSN. */
function addPositions(method: string, op: Operation) {
  if (op['x-reads'] === 'replica') {
    op.parameters = [...(op.parameters ?? []), { $ref: '#/components/parameters/RegistryAfter' }];
  }
  if (!WRITE_METHODS.has(method) || op['x-reads']) return;
  for (const [status, response] of Object.entries(op.responses)) {
    if (/^2\d\d$/.test(status))
      response.headers = { ...response.headers, 'X-Registry-LSN': { $ref: '#/components/headers/RegistryLsn' } };
  }
}

function finishOperation(op: Operation) {
  for (const [status, response] of Object.entries(op.responses)) {
    if (response.description === 'Default Response') {
      response.description =
        ERROR_DESCRIPTIONS[status] ?? SUCCESS_DESCRIPTIONS[status] ?? response.description;
    }
    for (const media of Object.values(response.content ?? {}))
      media.schema = shareErrors(media.schema);
  }
  const examples = op.operationId ? EXAMPLES[op.operationId] : undefined;
  if (!examples) return;
  const json = op.requestBody?.content['application/json'];
  if (json && examples.request !== undefined) json.example = examples.request;
  for (const parameter of op.parameters ?? []) {
    if ('$ref' in parameter) continue;
    if (parameter.in === 'query' && examples.query?.[parameter.name] !== undefined) {
      parameter.example = examples.query[parameter.name];
    }
  }
  const answer =
    examples.response && op.responses[examples.response.status]?.content?.['application/json'];
  if (answer) answer.example = examples.response!.value;
}

/** The whole document: the shared error component, descriptions, examples, the tag list. */
export function transformDocument({ openapiObject }: { openapiObject: Json }) {
  const doc = openapiObject as Json & {
    paths?: Record<string, Record<string, Operation>>;
    components?: Json;
  };
  for (const item of Object.values(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(item)) {
      finishOperation(op);
      addPositions(method, op);
    }
  }
  const components = (doc.components ?? {}) as { schemas?: Json };
  doc.components = {
    ...components,
    ...POSITION_COMPONENTS,
    schemas: {
      ...components.schemas,
      ErrorResponse: {
        type: 'object',
        description: 'Every failed call: `message` for people, `code` for programs',
        required: ['message', 'code'],
        additionalProperties: false,
        properties: { message: { type: 'string' }, code: { type: 'string', enum: ERROR_CODES } },
      },
    },
  };
  doc.tags = TAGS.map((tag) => ({ ...tag }));
  return doc;
}
