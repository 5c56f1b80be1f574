/* eslint-disable @typescript-eslint/no-explicit-any -- the document is loosely typed JSON */
import { ERROR_CODES } from '@hr/contracts/errors';
import { EXAMPLES } from '../src/openapi/examples';
import {
  missingSuccessSchemas,
  operationsOf,
  redoclyLint,
  schemaValidators,
  validateDocument,
  type OpenApiDocument,
} from './support/openapi';
import { startTestApp, type TestApp } from './support/test-app';

jest.setTimeout(120_000);

let t: TestApp;
let doc: OpenApiDocument;

beforeAll(async () => {
  t = await startTestApp();
  const res = await t.call('GET', '/openapi.json');
  expect(res.status).toBe(200);
  doc = res.body;
});
afterAll(() => t?.close());

describe('GET /api/openapi.json', () => {
  it("is a valid OpenAPI 3.1 document (the specification's own schemas)", () => {
    const result = validateDocument(doc);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(doc.openapi).toBe('3.1.0');
  });

  it("passes Redocly CLI's recommended rules: no error, no warning", () => {
    expect(redoclyLint(doc)).toEqual([]);
  });

  it('the Redocly lint does report a broken document', () => {
    const broken = structuredClone(doc);
    delete broken.servers;
    delete broken.paths['/api/health'].get.operationId;
    const rules = redoclyLint(broken).map((p) => `${p.severity} ${p.ruleId}`);
    expect(rules).toEqual(expect.arrayContaining(['error no-empty-servers', 'warn operation-operationId']));
  });

  it('the validator does refuse a broken document', () => {
    const broken = structuredClone(doc);
    delete broken.paths['/api/admin/people/search'].get.responses;
    broken.paths['/api/health'].get.parameters = [{ name: 'x' }];
    expect(validateDocument(broken).valid).toBe(false);
  });

  it('covers every /api route (and nothing else), with params, bodies, tags, security and ids', () => {
    const ops = operationsOf(doc);
    const names = ops.map((o) => `${o.method.toUpperCase()} ${o.path}`);
    // A sample of each area; the generic checks below hold for all.
    for (const name of [
      'GET /api/health',
      'POST /api/auth/admin/login',
      'GET /api/admin/people/search',
      'PUT /api/admin/people/{id}',
      'GET /api/admin/people/export/download/{token}',
      'POST /api/user/people',
      'GET /api/lookups/religions',
      'POST /api/otp/verify',
      'GET /api/admin/audit',
    ]) {
      expect(names).toContain(name);
    }
    expect(names.filter((n) => !n.split(' ')[1]!.startsWith('/api/'))).toEqual([]);
    // The document's own routes and the reference page are not operations.
    expect(names.filter((n) => /openapi\.json|\/api\/docs/.test(n))).toEqual([]);
    const tagNames = doc.tags.map((tag: any) => tag.name);
    const ids = new Set<string>();
    for (const { method, path, op } of ops) {
      const name = `${method.toUpperCase()} ${path}`;
      expect([name, op.tags?.length === 1 && tagNames.includes(op.tags[0])]).toEqual([name, true]);
      expect([name, typeof op.operationId, typeof op.summary]).toEqual([name, 'string', 'string']);
      expect([name, ids.has(op.operationId)]).toEqual([name, false]);
      ids.add(op.operationId);
      expect([name, Array.isArray(op.security)]).toEqual([name, true]);
      for (const param of path.match(/\{(\w+)\}/g) ?? []) {
        const declared = (op.parameters ?? []).some(
          (p: any) => p.in === 'path' && `{${p.name}}` === param,
        );
        expect([name, param, declared]).toEqual([name, param, true]);
      }
      // Any call can be malformed or meet a closing server; one with a body can send too much
      // or the wrong type.
      const statuses = method === 'get' ? ['400', '503'] : ['400', '503', '413', '415'];
      for (const status of statuses)
        expect([name, status, Boolean(op.responses[status])]).toEqual([name, status, true]);
    }
    expect(doc.paths['/api/auth/admin/login'].post.security).toEqual([]);
    expect(doc.paths['/api/health'].get.security).toEqual([]);
    // Read-only API tokens are listed where they may call (GET routes flagged for them).
    // A supervisor may call the admin routes flagged for them (within their wards).
    expect(doc.paths['/api/admin/users'].get.security).toEqual([
      { bearerAuth: ['admin', 'supervisor'] },
      { apiToken: [] },
    ]);
    expect(doc.paths['/api/admin/users'].post.security).toEqual([{ bearerAuth: ['admin'] }]);
    expect(doc.paths['/api/admin/api-tokens'].get.security).toEqual([{ bearerAuth: ['admin'] }]);
    expect(doc.paths['/api/admin/supervisors'].get.security).toEqual([{ bearerAuth: ['admin'] }]);
    expect(doc.paths['/api/lookups/religions'].get.security).toEqual([
      { bearerAuth: ['admin', 'user', 'supervisor'] },
      { apiToken: [] },
    ]);
    expect(doc.paths['/api/user/people/export/download/{token}'].get.security).toEqual([
      {},
      { bearerAuth: ['user'] },
    ]);
    expect(doc.paths['/api/admin/people/search'].get.tags).toEqual(['admin people']);
    const query = doc.paths['/api/admin/people/search'].get.parameters.map((p: any) => p.name);
    expect(query).toEqual(
      expect.arrayContaining(['q', 'sort', 'dir', 'page', 'pageSize', 'createdBy']),
    );
    expect(
      doc.paths['/api/admin/users'].post.requestBody.content['application/json'].schema.required,
    ).toEqual(expect.arrayContaining(['firstName', 'lastName', 'phone', 'password']));
  });

  it('every route declares a schema for each success status', () => {
    expect(missingSuccessSchemas(doc)).toEqual([]);
  });

  it('every error response is the one shared { message, code } component, codes from the catalogue', () => {
    const component = doc.components.schemas.ErrorResponse;
    expect(component.properties.code.enum).toEqual(ERROR_CODES);
    expect(component.required).toEqual(['message', 'code']);
    for (const { method, path, op } of operationsOf(doc)) {
      for (const [status, response] of Object.entries<any>(op.responses)) {
        if (Number(status) < 400) continue;
        const schema = response.content['application/json'].schema;
        const refs = JSON.stringify(schema).match(/#\/components\/schemas\/ErrorResponse/g) ?? [];
        expect([method, path, status, refs.length]).toEqual([method, path, status, 1]);
      }
    }
  });

  it('the examples of the main calls match their own schemas', () => {
    const validator = schemaValidators(doc);
    const byId = new Map(operationsOf(doc).map((o) => [o.op.operationId, o.op]));
    const examples = Object.entries(EXAMPLES);
    for (const [id] of examples) expect([id, byId.has(id)]).toEqual([id, true]);
    // Each kind of example where one is given (a call may have a request, a response, query values).
    const requests = examples.flatMap(([id, e]) => (e.request === undefined ? [] : [{ id, request: e.request }]));
    for (const { id, request } of requests) {
      const media = byId.get(id).requestBody.content['application/json'];
      expect([id, media.example]).toEqual([id, request]);
      const check = validator(media.schema);
      expect([id, check(media.example), check.errors]).toEqual([id, true, null]);
    }
    const responses = examples.flatMap(([id, e]) => (e.response ? [{ id, status: e.response.status }] : []));
    for (const { id, status } of responses) {
      const media = byId.get(id).responses[status].content['application/json'];
      const check = validator(media.schema);
      expect([id, check(media.example), check.errors]).toEqual([id, true, null]);
    }
    const queries = examples.flatMap(([id, e]) => Object.entries(e.query ?? {}).map(([name, value]) => ({ id, name, value })));
    for (const { id, name, value } of queries) {
      const param = byId.get(id).parameters.find((p: any) => p.name === name);
      const check = validator(param.schema);
      expect([id, name, check(value)]).toEqual([id, name, true]);
    }
    // The three kinds are all there: a filter that lost them would check nothing.
    expect([requests.length > 0, responses.length > 0, queries.length > 0]).toEqual([true, true, true]);
  });
});

describe('the success-schema check', () => {
  it('names a route that declares no response schema, or none for a status with a body', async () => {
    const extra = await startTestApp({}, (app) => {
      app.get('/api/lookups/undocumented', async () => ({ secret: 'x' }));
      app.post(
        '/api/lookups/half',
        { schema: { response: { 201: { type: 'null' } } } },
        async () => null,
      );
    });
    try {
      const res = await extra.call('GET', '/openapi.json');
      expect(missingSuccessSchemas(res.body)).toEqual([
        'GET /api/lookups/undocumented: no success response',
        'POST /api/lookups/half: 201 has no schema',
      ]);
    } finally {
      await extra.close();
    }
  });
});

describe('GET /api/docs', () => {
  it('serves the reference page and its files from this server, under the site-wide CSP', async () => {
    const page = await t.call('GET', '/docs');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.raw).toContain('<title>Household Registry API reference</title>');
    expect(page.raw).not.toMatch(/https?:\/\//);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'[;\s]/);
    expect(csp).not.toContain('unsafe-eval');
    for (const file of [
      '/docs/static/swagger-ui-bundle.js',
      '/docs/static/swagger-initializer.js',
      '/docs/json',
    ]) {
      const res = await t.call('GET', file);
      expect([file, res.status]).toEqual([file, 200]);
    }
  });
});
