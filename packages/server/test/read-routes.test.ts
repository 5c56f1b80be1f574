/* eslint-disable @typescript-eslint/no-explicit-any -- the document is loosely typed JSON */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { operationsOf, type OpenApiDocument } from './support/openapi';
import { startTestApp, type TestApp } from './support/test-app';

// Issue 40: every read route decides whether a replica may serve it (`config.reads`), and
// docs/deploy.md's table says the same. A GET route added without a decision fails here.

jest.setTimeout(120_000);

const DEPLOY_MD = path.resolve(__dirname, '../../../docs/deploy.md');

let t: TestApp;
let doc: OpenApiDocument;
beforeAll(async () => {
  t = await startTestApp();
  doc = (await t.call('GET', '/openapi.json')).body;
});
afterAll(() => t?.close());

const nameOf = (o: { method: string; path: string }) => `${o.method.toUpperCase()} ${o.path}`;

/** docs/deploy.md's "Which route reads where": `METHOD /api/path` -> 'replica' | 'primary'. */
function documented(): Record<string, string> {
  const text = readFileSync(DEPLOY_MD, 'utf8');
  const section = text.split(/^## /m).find((s) => s.startsWith('Which route reads where'));
  if (!section) throw new Error('docs/deploy.md has no "Which route reads where" section');
  const rows: Record<string, string> = {};
  for (const m of section.matchAll(/^\| `([A-Z]+ \/api\/\S+)` \| (\w+) \|/gm)) rows[m[1]!] = m[2]!;
  return rows;
}

describe('where each route reads', () => {
  it('every GET route says replica or primary', () => {
    const undecided = operationsOf(doc)
      .filter((o) => o.method === 'get' && !['replica', 'primary'].includes(o.op['x-reads']))
      .map(nameOf);
    expect(undecided).toEqual([]);
  });

  it("docs/deploy.md's table lists every read route with the route's own decision, and nothing else", () => {
    const decided = Object.fromEntries(
      operationsOf(doc)
        .filter((o) => o.op['x-reads'])
        .map((o) => [nameOf(o), o.op['x-reads'] as string]),
    );
    expect(documented()).toEqual(decided);
  });

  it('the document names the positions: X-Registry-After on every replica read, X-Registry-LSN on every 2xx answer of a write', () => {
    const after = { $ref: '#/components/parameters/RegistryAfter' };
    const lsn = { $ref: '#/components/headers/RegistryLsn' };
    for (const o of operationsOf(doc)) {
      const name = nameOf(o);
      const takesAfter = (o.op.parameters ?? []).some((p: any) => p.$ref === after.$ref);
      expect([name, takesAfter]).toEqual([name, o.op['x-reads'] === 'replica']);
      const write = o.method !== 'get' && !o.op['x-reads'];
      for (const [status, response] of Object.entries<any>(o.op.responses)) {
        const carries = response.headers?.['X-Registry-LSN'];
        expect([name, status, carries]).toEqual([
          name,
          status,
          write && /^2/.test(status) ? lsn : undefined,
        ]);
      }
    }
    expect(doc.components.parameters.RegistryAfter).toMatchObject({
      name: 'X-Registry-After',
      in: 'header',
      required: false,
    });
    expect(doc.components.headers.RegistryLsn.schema.example).toBe('0/16B3748');
  });

  it('a replica serves exactly the reads issue 40 names: reports and the map, stats, people lists, searches and exports, the duplicates check, the activity log', () => {
    const onReplica = operationsOf(doc)
      .filter((o) => o.op['x-reads'] === 'replica')
      .map(nameOf)
      .sort();
    expect(onReplica).toEqual([
      'GET /api/admin/audit',
      'GET /api/admin/people',
      'GET /api/admin/people/export',
      'GET /api/admin/people/export/download/{token}',
      'GET /api/admin/people/map',
      'GET /api/admin/people/map/extent',
      'GET /api/admin/people/search',
      'GET /api/admin/people/{id}/history',
      'GET /api/admin/reports',
      'GET /api/admin/stats',
      'GET /api/user/people',
      'GET /api/user/people/export',
      'GET /api/user/people/export/download/{token}',
      'GET /api/user/people/search',
      'POST /api/admin/people/duplicates',
      'POST /api/user/people/duplicates',
    ]);
  });
});
