/* eslint-disable @typescript-eslint/no-explicit-any -- the document and bodies are loosely typed JSON */
import fc from 'fast-check';
import {
  brokenBody,
  hostilePathValue,
  hostileQueryValue,
  mutateObject,
  valueOf,
  type Pools,
} from './support/fuzz-values';
import { operationsOf, schemaValidators, type Operation } from './support/openapi';
import { newPhone, startTestApp, type TestApp } from './support/test-app';
import { routeTable } from './support/routes';

/**
 * Every operation of the OpenAPI document (which the route table shows is every /api route),
 * fuzzed from its own schemas: valid requests and mutated ones (missing fields, wrong types,
 * edge numbers, 10 KB and control-character text, unknown fields, malformed JSON, wrong content
 * types, bad path and query values), sent as every caller. Never a 5xx; every status is one the
 * operation declares and every body matches its schema; a caller without the role gets 401/403.
 *
 * The same requests every run: the seed is fixed (FUZZ_SEED overrides it, and a failure names the
 * seed to replay). Each operation gets FUZZ_RUNS runs (default 8): 3 in 8 a valid request, the
 * rest a mutated one, each request sent as the allowed callers and one other.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_127);
const RUNS = Math.max(2, Number(process.env.FUZZ_RUNS ?? 8));
const VALID_RUNS = Math.max(1, Math.round((RUNS * 3) / 8));
const MUTATED_RUNS = RUNS - VALID_RUNS;
const REPLAY = `FUZZ_SEED=${SEED} npx jest packages/server/test/fuzz.test.ts --selectProjects server`;
jest.setTimeout(Math.max(180_000, (VALID_RUNS + MUTATED_RUNS) * 15_000));

/** `token`: an admin's read-only API token; `forged`: a session token with a broken signature. */
type Caller = 'admin' | 'supervisor' | 'user' | 'token' | 'anonymous' | 'forged';
const CALLERS: Caller[] = ['admin', 'supervisor', 'user', 'token', 'anonymous', 'forged'];

let t: TestApp;
let doc: any;
let validator: ReturnType<typeof schemaValidators>;
let pools: Pools;
const tokens: Partial<Record<Caller, string>> = {};
const counts = new Map<string, Map<number, number>>();

beforeAll(async () => {
  t = await startTestApp({
    loginMaxFailures: 1000,
    loginMaxFailuresPerAddress: 100_000,
    loginAccountFailuresBeforeDelay: 100_000,
    apiTokenRatePerMinute: 1_000_000,
  });
  doc = (await t.call('GET', '/openapi.json')).body;
  validator = schemaValidators(doc);
  tokens.admin = await t.adminToken();
  const collector = await t.createCollector();
  tokens.user = collector.token;
  tokens.forged = `${collector.token.slice(0, -4)}AAAA`;
  const apiToken = await t.call('POST', '/admin/api-tokens', {
    token: tokens.admin,
    body: { name: 'fuzz' },
  });
  tokens.token = apiToken.body.token;
  // A supervisor of the wards the fuzzed people are in ('12', test-app's personFields) and more.
  const supervisor = {
    firstName: 'Fuzz',
    lastName: 'Supervisor',
    phone: '+919899000001',
    password: 'Supervisor-Pass1',
    wards: [12, 13],
  };
  await t.call('POST', '/admin/supervisors', { token: tokens.admin, body: supervisor });
  tokens.supervisor = await t.officeAccount(supervisor.phone, supervisor.password).signIn();
  // Records to hit: the fuzzing collector's people, other collectors (never the fuzzing one:
  // deleting it or changing its password would end its session), a religion and a caste.
  const ids: string[] = [];
  for (let i = 0; i < 2; i += 1) ids.push((await t.createPerson(collector.token)).id);
  for (let i = 0; i < 1; i += 1) ids.push((await t.createCollector()).id);
  const religion = await t.call('POST', '/admin/religions', {
    token: tokens.admin,
    body: { name: 'Fuzzism' },
  });
  const caste = await t.call('POST', '/admin/castes', {
    token: tokens.admin,
    body: { religionId: religion.body.id, name: 'First' },
  });
  ids.push(religion.body.id, caste.body.id);
  // Phones this collector has verified: a valid new person can then really be created.
  const phones = [newPhone(), newPhone()];
  for (const phone of phones) await t.verifyPhone(collector.token, phone);
  pools = {
    ids,
    phones: [...phones, '+919812340000', '98123 40001'],
    components: doc.components.schemas,
  };
});

afterAll(async () => {
  const lines = [...counts].map(([name, statuses]) => {
    const total = [...statuses.values()].reduce((a, b) => a + b, 0);
    const detail = [...statuses]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${s}:${n}`)
      .join(' ');
    return `${name.padEnd(58)} ${String(total).padStart(5)}  ${detail}`;
  });
  console.log(
    `fuzz: seed ${SEED}, ${VALID_RUNS} valid and ${MUTATED_RUNS} mutated runs per operation\n${lines.join('\n')}`,
  );
  await t?.close();
});

interface Request {
  kind: string;
  path: string;
  pathMutated: boolean;
  query: string;
  body?: { text: string; type: string };
}

/** A valid request, or one with one thing wrong (when the operation has anything to get wrong). */
function requestOf({ path, op }: Operation, kind: 'valid' | 'mutated'): fc.Arbitrary<Request> {
  const params: any[] = op.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  const querySchema = {
    type: 'object',
    properties: Object.fromEntries(queryParams.map((p) => [p.name, p.schema])),
    required: queryParams.filter((p) => p.required).map((p) => p.name),
  };
  const bodySchema = op.requestBody?.content?.['application/json']?.schema;
  const pathValues = fc.record(
    Object.fromEntries(pathParams.map((p) => [p.name, valueOf(p.schema, pools, p.name)])),
  );
  const query = valueOf(querySchema, pools) as fc.Arbitrary<Record<string, unknown>>;
  const body = bodySchema
    ? (valueOf(bodySchema, pools) as fc.Arbitrary<unknown>)
    : fc.constant(undefined);

  const roll = kind === 'valid' ? fc.constant(0) : fc.integer({ min: 35, max: 99 });
  return fc.tuple(pathValues, query, body, roll).chain(([pv, q, b, dice]) => {
    const build = (
      kind: string,
      p: Record<string, unknown>,
      qv: Record<string, unknown> | string,
      bodyOut?: { text: string; type: string },
      pathMutated = false,
    ): Request => ({
      kind,
      path: path.replace(/\{(\w+)\}/g, (_m, name: string) =>
        pathMutated ? String(p[name]) : encodeURIComponent(String(p[name])),
      ),
      pathMutated,
      query:
        typeof qv === 'string'
          ? qv
          : new URLSearchParams(Object.entries(qv).map(([k, v]) => [k, String(v)])).toString(),
      body: bodyOut,
    });
    const json =
      b === undefined ? undefined : { text: JSON.stringify(b), type: 'application/json' };
    if (dice < 35) return fc.constant(build('valid', pv, q, json));
    const choices: fc.Arbitrary<Request>[] = [];
    if (bodySchema && b && typeof b === 'object') {
      choices.push(
        mutateObject(b as Record<string, unknown>, bodySchema, pools).map((m) =>
          build(`body: ${m.kind}`, pv, q, {
            text: JSON.stringify(m.value),
            type: 'application/json',
          }),
        ),
      );
    }
    if (op.requestBody || !['get'].includes(String(op.__method))) {
      choices.push(brokenBody.map((m) => build(`body: ${m.kind}`, pv, q, m)));
      if (dice > 90) {
        const huge = {
          text: JSON.stringify({ name: 'x'.repeat(1_100_000) }),
          type: 'application/json',
        };
        return fc.constant(build('body over 1 MB', pv, q, huge));
      }
    }
    if (queryParams.length) {
      choices.push(
        fc
          .tuple(
            fc.constantFrom(...queryParams.map((p) => p.name), 'unknownParam'),
            hostileQueryValue,
          )
          .map(([k, v]) =>
            build(`query: ${k}=${JSON.stringify(v).slice(0, 40)}`, pv, { ...q, [k]: v }),
          ),
      );
      choices.push(
        fc
          .constantFrom(...queryParams.map((p) => p.name))
          .map((k) =>
            build(
              `query: ${k} twice`,
              pv,
              `${new URLSearchParams(Object.entries(q).map(([a, v]) => [a, String(v)]))}&${k}=1&${k}=2`,
            ),
          ),
      );
    }
    if (pathParams.length) {
      choices.push(
        hostilePathValue.map((v) =>
          build(
            `path: ${v.slice(0, 30)}`,
            Object.fromEntries(pathParams.map((p) => [p.name, v])),
            q,
            json,
            true,
          ),
        ),
      );
    }
    return choices.length ? fc.oneof(...choices) : fc.constant(build('valid', pv, q, json));
  });
}

function rolesOf(op: any): { roles: string[]; optional: boolean } {
  const security: any[] = op.security ?? [];
  const roles = security.flatMap((req) => (req.bearerAuth as string[] | undefined) ?? []);
  return {
    roles,
    optional: security.length === 0 || security.some((req) => Object.keys(req).length === 0),
  };
}

async function send(
  operation: Operation,
  request: Request,
  caller: Caller,
): Promise<string | undefined> {
  const { method, path, op } = operation;
  const headers: Record<string, string> = {};
  if (tokens[caller]) headers.authorization = `Bearer ${tokens[caller]}`;
  if (request.body) headers['content-type'] = request.body.type;
  const url = `${t.baseUrl}${request.path}${request.query ? `?${request.query}` : ''}`;
  const res = await fetch(url, { method: method.toUpperCase(), headers, body: request.body?.text });
  const raw = Buffer.from(await res.arrayBuffer());
  const name = `${method.toUpperCase()} ${path}`;
  const byStatus = counts.get(name) ?? new Map<number, number>();
  byStatus.set(res.status, (byStatus.get(res.status) ?? 0) + 1);
  counts.set(name, byStatus);

  const what = `${name} as ${caller}, ${request.kind}: ${res.status} ${raw.toString('utf8').slice(0, 300)}`;
  if (res.status >= 500) return `5xx: ${what}`;
  const declared = op.responses[String(res.status)];
  if (!declared) return `undeclared status: ${what}`;

  const { roles, optional } = rolesOf(op);
  const routed = !request.pathMutated || ![400, 404].includes(res.status);
  if (routed && roles.length) {
    if (caller === 'anonymous' && !optional && res.status !== 401)
      return `anonymous not refused: ${what}`;
    if (caller === 'forged' && res.status !== 401) return `forged token not refused: ${what}`;
    if (
      (caller === 'admin' || caller === 'supervisor' || caller === 'user') &&
      !roles.includes(caller) &&
      res.status !== 403
    )
      return `wrong role not refused: ${what}`;
    const tokenMay = (op.security ?? []).some((req: any) => 'apiToken' in req);
    if (caller === 'token' && !tokenMay && res.status !== 403)
      return `API token not refused: ${what}`;
  }

  if (res.status === 204 || res.status === 304 || method === 'head')
    return raw.length ? `body on ${res.status}: ${what}` : undefined;
  const type = (res.headers.get('content-type') ?? '').split(';')[0]!.trim();
  const media = declared.content?.[type];
  if (!media) return `undeclared content type ${type}: ${what}`;
  if (type !== 'application/json') return undefined;
  let body: unknown;
  try {
    body = JSON.parse(raw.toString('utf8'));
  } catch {
    return `not JSON: ${what}`;
  }
  const check = validator(media.schema);
  if (!check(body))
    return `body does not match the declared schema (${JSON.stringify(check.errors?.[0])}): ${what}`;
  return undefined;
}

it('every operation in the document survives generated and mutated requests from every caller', async () => {
  const operations = operationsOf(doc).map((o) => ({ ...o, op: { ...o.op, __method: o.method } }));
  const names = operations.map((o) => `${o.method.toUpperCase()} ${o.path}`);
  // Every route the server has is fuzzed: none is left out of the document.
  expect(names.slice().sort()).toEqual(routeTable(t.app.printRoutes({ commonPrefix: false })));
  expect(operations.length).toBeGreaterThan(30);
  const sent = new Map<string, Record<'valid' | 'mutated', number>>();
  for (const operation of operations) {
    const name = `${operation.method.toUpperCase()} ${operation.path}`;
    const { roles, optional } = rolesOf(operation.op);
    // The allowed callers every time; one of the others as well.
    const allowed: Caller[] = roles.length ? (roles as Caller[]) : ['anonymous'];
    const others = CALLERS.filter((c) => !allowed.includes(c) && !(optional && c === 'anonymous'));
    const tally = { valid: 0, mutated: 0 };
    sent.set(name, tally);
    for (const [kind, numRuns] of [
      ['valid', VALID_RUNS],
      ['mutated', MUTATED_RUNS],
    ] as const) {
      try {
        await fc.assert(
          fc.asyncProperty(
            requestOf(operation, kind),
            fc.constantFrom(...(others.length ? others : allowed)),
            async (request, other) => {
              tally[kind] += 1;
              for (const caller of new Set([...allowed, other])) {
                const problem = await send(operation, request, caller);
                if (problem) throw new Error(problem);
              }
            },
          ),
          { numRuns, seed: SEED, endOnFailure: true },
        );
      } catch (error) {
        throw new Error(
          `${name}, ${kind} requests, seed ${SEED} (replay: ${REPLAY}):\n${(error as Error).message}`,
        );
      }
    }
  }
  // The fixed minimum reached every operation.
  expect([...sent].filter(([, n]) => n.valid < VALID_RUNS || n.mutated < MUTATED_RUNS)).toEqual([]);
});
