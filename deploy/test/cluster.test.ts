/* eslint-disable @typescript-eslint/no-explicit-any -- tests read loosely typed JSON bodies */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { apiCall } from '../../packages/server/test/support/api-call.mjs';
import {
  startFakeSmsGateway,
  type FakeSmsGateway,
} from '../../packages/server/test/support/fake-sms-gateway';
import { officeAccount } from '../../packages/server/test/support/office-sign-in.mjs';
import {
  confSettings,
  startReplicaCluster,
  type ReplicaCluster,
} from '../../packages/server/test/support/replica-cluster';
import { FRONT_END_FILES, writeFrontEnds } from './support/front-ends';
import { startInstance, type Exit, type Instance } from './support/instance';
import { startBalancer, type Balancer } from './support/nginx';

// Issue 40 on one machine, as a deployment runs it: a PostgreSQL primary and a streaming replica
// with the settings in deploy/postgresql/, two production API instances on them, and Debian's
// nginx in front with deploy/nginx/registry.conf. Every request goes through nginx, as a
// browser's would. One cluster for the whole file (each start costs seconds), so the checks
// run in order: the last two stop instances. `npm run test:cluster`; a stage of `npm test`.
jest.setTimeout(60_000);

const ROOT = path.resolve(__dirname, '../..');
/** Small, so the lag check is short (production: 5000). */
const MAX_LAG_MS = 1500;
/** How often an instance checks each replica (config.ts, not configurable). */
const CHECK_MS = 2000;
const ADMIN = { email: 'admin@example.org', phone: '+919800000001', password: 'Admin-Passw0rd!' };

/** What a request through the balancer answered. */
interface Answer {
  status: number;
  body: any;
  headers: Headers;
}

/**
 * A signed-in browser tab: its token, and the highest X-Registry-LSN its writes' answers carried,
 * sent as X-Registry-After, as the front ends' client does (packages/api).
 */
interface Tab {
  token: string;
  position?: string;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A log position (`0/16B3748`) as a number, to keep the highest of answers arriving out of order. */
const lsnValue = (lsn: string) => {
  const [high, low] = lsn.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
};

/**
 * POST /api/admin/religions straight to an instance, its headers now and its body only at
 * `finish()`: a request the instance holds. `answer`: the status line and the rest.
 */
function halfSentSave(address: string, token: string, name: string) {
  const [host, port] = address.split(':');
  const body = JSON.stringify({ name });
  const socket = connect(Number(port), host);
  let text = '';
  socket.on('data', (chunk) => (text += chunk));
  const answer = new Promise<string>((resolve) => socket.on('close', () => resolve(text)));
  socket.write(
    `POST /api/admin/religions HTTP/1.1\r\nHost: ${address}\r\nAuthorization: Bearer ${token}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
  );
  return { answer, finish: () => socket.write(body) };
}

describe('two API instances behind nginx, on a primary and a streaming replica', () => {
  let dir: string;
  let cluster: ReplicaCluster;
  let sms: FakeSmsGateway;
  let a: Instance;
  let b: Instance;
  let lb: Balancer;
  let env: NodeJS.ProcessEnv;
  let office: Tab;
  let field: Tab;
  let phoneSeq = 0;

  async function call(
    method: string,
    url: string,
    options: { tab?: Tab; body?: unknown; position?: boolean } = {},
  ): Promise<Answer> {
    const { tab, body, position = true } = options;
    const headers: Record<string, string> = {};
    if (tab) headers.authorization = `Bearer ${tab.token}`;
    if (tab?.position && position) headers['x-registry-after'] = tab.position;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${lb.url}/api${url}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    const lsn = res.headers.get('x-registry-lsn');
    if (tab && lsn && (!tab.position || lsnValue(lsn) > lsnValue(tab.position))) tab.position = lsn;
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON (nginx's own 502 page)
    }
    return { status: res.status, body: parsed, headers: res.headers };
  }

  const newPhone = () => {
    phoneSeq += 1;
    return `+9197${String((process.pid % 1000) * 10_000 + phoneSeq).padStart(8, '0')}`;
  };

  /** A household saved by the collector as the app does: the phone's code, then the save. */
  async function saveHousehold(name: string, tab = field, gps?: string): Promise<Answer> {
    const phone = newPhone();
    const sent = await call('POST', '/otp/send', { tab, body: { phone } });
    if (sent.status !== 200) return sent;
    const code = sms.lastCodeFor(phone);
    const verified = await call('POST', '/otp/verify', { tab, body: { phone, code } });
    if (verified.status !== 200) return verified;
    return call('POST', '/user/people', {
      tab,
      body: {
        name,
        fatherName: 'Mohan Kumar',
        wardNo: '12',
        areaName: 'Gandhi Nagar',
        householdSize: 4,
        religion: 'Hindu',
        caste: 'Brahmin',
        phone,
        gps,
      },
    });
  }

  const namesIn = (answer: Answer): string[] => answer.body.items.map((p: any) => p.name);
  const households = async (tab: Tab, position?: boolean) =>
    (await call('GET', '/admin/reports?groupBy=ward', { tab, position })).body.total
      .households as number;

  /**
   * A commit the replica has replayed, then its replay paused: from the commit the replica's lag
   * grows once the primary writes anything else. Returns when that commit was made.
   */
  async function pauseReplay(): Promise<number> {
    await cluster.query('primary', 'SELECT txid_current()');
    await cluster.waitForReplay(0);
    await cluster.pauseReplay(0);
    const [row] = await cluster.query<{ at: number }>(
      0,
      'SELECT extract(epoch FROM pg_last_xact_replay_timestamp()) * 1000 AS at',
    );
    return Number(row!.at);
  }

  /** Until both instances found the replica `ok` (they check it every 2 s, each on its own). */
  async function replicaOkOnBoth(): Promise<void> {
    for (let i = 0; i < 100; i += 1) {
      const states = await Promise.all(
        [a, b].map(async (x) => (await (await fetch(`${x.url}/api/health`)).json()) as any),
      );
      if (states.every((s) => s.status === 'ok')) return;
      await sleep(100);
    }
    throw new Error('the instances never found the replica healthy again');
  }

  /** Statements on `people` run on a server so far (pg_stat_statements: counted at once). */
  async function peopleStatements(node: 'primary' | 0): Promise<number> {
    const [row] = await cluster.query<{ calls: string }>(
      node,
      `SELECT coalesce(sum(calls), 0) AS calls FROM pg_stat_statements
       WHERE query ~ '\\mpeople\\M' AND query !~ 'pg_stat_statements'`,
    );
    return Number(row!.calls);
  }

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'hr-cluster-'));
    chmodSync(dir, 0o755); // nginx's workers (nobody, under root) read the front ends here
    const frontEnds = path.join(dir, 'front-ends');
    writeFrontEnds(frontEnds);
    // The reference settings, and pg_stat_statements to count where statements ran.
    const counted = 'shared_preload_libraries=pg_stat_statements';
    [cluster, sms] = await Promise.all([
      startReplicaCluster({
        replicas: 1,
        primarySettings: [
          ...confSettings(path.join(ROOT, 'deploy/postgresql/primary.conf')),
          counted,
        ],
        replicaSettings: [
          ...confSettings(path.join(ROOT, 'deploy/postgresql/replica.conf')),
          counted,
        ],
      }),
      startFakeSmsGateway(),
    ]);
    await cluster.query('primary', 'CREATE EXTENSION pg_stat_statements');
    // What every instance of a deployment shares: the database, the keys, the checkpoint file.
    env = {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      DATABASE_URL: cluster.primaryUrl,
      DATABASE_REPLICA_URLS: cluster.replicaUrls.join(','),
      REPLICA_MAX_LAG_MS: String(MAX_LAG_MS),
      JWT_SECRET: randomBytes(32).toString('hex'),
      AUDIT_KEY: randomBytes(32).toString('hex'),
      AUDIT_CHECKPOINT_FILE: path.join(dir, 'audit-checkpoints.jsonl'),
      AUDIT_CHECKPOINT_EVERY: '20',
      TRUST_PROXY: '127.0.0.1',
      STATIC_ROOT: frontEnds,
      SMS_PROVIDER: 'webhook',
      SMS_WEBHOOK_URL: sms.url,
      // One collector saves every household here; the production limit is 30 codes an hour.
      OTP_MAX_PER_USER_PER_HOUR: '1000',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PHONE: ADMIN.phone,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
    };
    const instance = (name: string) => {
      mkdirSync(path.join(dir, name));
      return startInstance({ ...env, DATA_DIR: path.join(dir, name) });
    };
    [a, b] = await Promise.all([instance('a'), instance('b')]);
    lb = await startBalancer({
      root: frontEnds,
      api: [a.address, b.address],
      dir: path.join(dir, 'nginx'),
    });

    // The office signs in with its second factor (production's default), through nginx.
    const viaBalancer = (method: string, url: string, body?: unknown, token?: string) =>
      apiCall(lb.url, method, url, body, token);
    office = {
      token: await officeAccount({
        call: viaBalancer,
        ...{ emailOrPhone: ADMIN.email, password: ADMIN.password },
      }).signIn(),
    };
    const collector = {
      firstName: 'Kiran',
      lastName: 'Field',
      phone: newPhone(),
      password: 'Collector-Pass1',
    };
    const made = await call('POST', '/admin/users', { tab: office, body: collector });
    expect(made.status).toBe(201);
    const login = await call('POST', '/auth/user/login', {
      body: { phone: collector.phone, password: collector.password },
    });
    expect(login.status).toBe(200);
    field = { token: login.body.token };
  });

  afterAll(async () => {
    await lb?.stop();
    await Promise.all([a, b].map((x) => x?.signal('SIGTERM')));
    await cluster?.stop();
    await sms?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('serves the shell and remotes from disk with the cache headers the server sends, and the pages from an instance with its policy', async () => {
    const files = Object.keys(FRONT_END_FILES)
      .filter((f) => !f.endsWith('.html') && !f.endsWith('remotes.json'))
      .map((f) =>
        f.startsWith('shell/dist/')
          ? f.slice('shell/dist'.length)
          : `/remotes/${f.split('/')[0]!.replace('remote-', '')}/${f.split('/').slice(2).join('/')}`,
      );
    const header = (res: Response, name: string) => res.headers.get(name);
    for (const url of files) {
      const [fromNginx, fromServer] = await Promise.all([
        fetch(`${lb.url}${url}`),
        fetch(`${a.url}${url}`),
      ]);
      expect([url, fromNginx.status]).toEqual([url, 200]);
      expect(await fromNginx.text()).toBe(await fromServer.text());
      for (const name of [
        'cache-control',
        'access-control-allow-origin',
        'cross-origin-resource-policy',
        'x-content-type-options',
      ])
        expect([url, name, header(fromNginx, name)]).toEqual([url, name, header(fromServer, name)]);
    }
    // Each kind, as the browser depends on it.
    const cacheOf = async (url: string) => header(await fetch(`${lb.url}${url}`), 'cache-control');
    expect(await cacheOf('/main.0a1b2c3d.js')).toBe('public, max-age=31536000, immutable');
    expect(await cacheOf('/remotes/admin/remoteEntry.js')).toBe('no-cache');
    expect(await cacheOf('/sw.js')).toBe('no-cache');
    // Read from disk: nginx asked no instance.
    const fromDisk = lb.passed().filter((p) => files.includes(p.uri));
    expect(fromDisk.length).toBeGreaterThanOrEqual(files.length);
    expect(fromDisk.every((p) => p.upstreams.length === 0)).toBe(true);

    // A page (also a client-side route) carries the policy the instance computed, never cached.
    for (const url of ['/', '/index.html', '/admin/people']) {
      const page = await fetch(`${lb.url}${url}`, { headers: { accept: 'text/html' } });
      const direct = await fetch(`${a.url}${url}`, { headers: { accept: 'text/html' } });
      expect([url, page.status, header(page, 'cache-control')]).toEqual([url, 200, 'no-cache']);
      expect(await page.text()).toBe(FRONT_END_FILES['shell/dist/index.html']);
      expect(header(page, 'content-security-policy')).toMatch(/script-src 'self' 'sha256-/);
      expect(header(page, 'content-security-policy')).toBe(
        header(direct, 'content-security-policy'),
      );
    }
    const remotes = await fetch(`${lb.url}/remotes.json`);
    expect(await remotes.json()).toEqual(JSON.parse(FRONT_END_FILES['shell/dist/remotes.json']!));
    expect(lb.passed().at(-1)!.upstreams).toHaveLength(1);
  });

  it("shows a collector's save read back at once while the replica's replay is paused, and the admin's list after the admin's own edit", async () => {
    await pauseReplay();
    try {
      const saved = await saveHousehold('Asha Read Back');
      expect(saved.status).toBe(201);
      expect(saved.headers.get('x-registry-lsn')).toMatch(/^[0-9A-F]+\/[0-9A-F]+$/);
      // The next screen, with the tab's position: shown.
      const mine = await call('GET', '/user/people/search?pageSize=100', { tab: field });
      expect(namesIn(mine)).toContain('Asha Read Back');
      // The same list without it comes from the replica, which has not replayed the save.
      const stale = await call('GET', '/user/people/search?pageSize=100', {
        tab: field,
        position: false,
      });
      expect(namesIn(stale)).not.toContain('Asha Read Back');

      const person = saved.body;
      const edit = await call('PUT', `/admin/people/${person.id}`, {
        tab: office,
        body: {
          name: 'Asha Edited',
          fatherName: person.fatherName,
          wardNo: person.wardNo,
          areaName: person.areaName,
          householdSize: person.householdSize,
          religion: person.religion,
          caste: person.caste,
          whatsappNumber: null,
          gpsLocation: null,
        },
      });
      expect(edit.status).toBe(200);
      const list = await call('GET', '/admin/people', { tab: office });
      expect(list.body.map((p: any) => p.name)).toContain('Asha Edited');
      const listStale = await call('GET', '/admin/people', { tab: office, position: false });
      expect(listStale.body.map((p: any) => p.name)).not.toContain('Asha Edited');

      // Across instances, with nothing kept on either: the saves and the reads right after them
      // were answered by different instances (nginx's round robin).
      const log = lb.passed().slice(-8);
      const by = (i: number) => log[i]!.upstreams.at(-1);
      const save = log.findIndex((p) => p.method === 'POST' && p.uri === '/api/user/people');
      const put = log.findIndex((p) => p.method === 'PUT');
      expect([log[save + 1]!.uri, log[put + 1]!.uri]).toEqual([
        '/api/user/people/search?pageSize=100',
        '/api/admin/people',
      ]);
      expect(by(save + 1)).not.toBe(by(save));
      expect(by(put + 1)).not.toBe(by(put));
      expect(new Set(log.map((p) => p.upstreams.at(-1)))).toEqual(new Set([a.address, b.address]));
    } finally {
      await cluster.resumeReplay(0);
    }
  });

  it('serves reports from the paused replica only until its lag passes REPLICA_MAX_LAG_MS, then from the primary with the new household', async () => {
    await cluster.waitForReplay(0);
    await replicaOkOnBoth();
    const before = await households(office);
    const replayedAt = await pauseReplay();
    try {
      expect((await saveHousehold('Lag Household')).status).toBe(201);
      // An office screen that saved nothing sends no position: whatever a replica has.
      const seen: { at: number; fresh: boolean }[] = [];
      const deadline = Date.now() + MAX_LAG_MS + CHECK_MS + 4000;
      while (Date.now() < deadline) {
        const total = await households(office, false);
        seen.push({ at: Date.now(), fresh: total === before + 1 });
        if (seen.slice(-4).filter((s) => s.fresh).length === 4) break;
        await sleep(100);
      }
      const firstFresh = seen.find((s) => s.fresh);
      const lastStale = seen.filter((s) => !s.fresh).at(-1);
      expect(seen[0]!.fresh).toBe(false);
      expect(firstFresh).toBeDefined();
      // Stale while within the lag allowed, fresh (the primary's) once past it and the next
      // check of each instance saw it; 500 ms for a busy machine.
      expect(firstFresh!.at - replayedAt).toBeGreaterThanOrEqual(MAX_LAG_MS);
      expect(lastStale!.at - replayedAt).toBeLessThan(MAX_LAG_MS + CHECK_MS + 500);
      const health = await call('GET', '/health');
      expect(health.body).toMatchObject({
        status: 'degraded',
        reads: 'primary',
        replicas: [{ name: 'replica-1', state: 'lagging' }],
      });
      expect(health.body.replicas[0].lagMs).toBeGreaterThan(MAX_LAG_MS);
    } finally {
      await cluster.resumeReplay(0);
    }
  });

  it('sends the reads that may be a few seconds old to the replica: counted on it', async () => {
    await cluster.waitForReplay(0);
    await replicaOkOnBoth();
    const [onReplica, onPrimary] = [await peopleStatements(0), await peopleStatements('primary')];
    const reads = [
      ['/user/people/search?pageSize=20', field],
      ['/user/people', field],
      ['/admin/people/search?pageSize=20', office],
      ['/admin/reports?groupBy=religion', office],
      ['/admin/stats', office],
    ] as const;
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_x, i) => reads[i % reads.length]!).map(([url, tab]) =>
        call('GET', url, { tab, position: false }).then((r) => r.status),
      ),
    );
    expect(answers).toEqual(Array(40).fill(200));
    expect((await peopleStatements(0)) - onReplica).toBeGreaterThanOrEqual(40);
    expect((await peopleStatements('primary')) - onPrimary).toBeLessThan(5);
  });

  it('loses no request when the replica stops, and health says "degraded"', async () => {
    await cluster.stopReplica(0);
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 10; i += 1) {
        statuses.push(
          (await call('GET', '/user/people/search?pageSize=20', { tab: field })).status,
        );
        statuses.push((await call('GET', '/admin/reports?groupBy=ward', { tab: office })).status);
      }
      expect(statuses).toEqual(Array(20).fill(200));
      expect((await saveHousehold('Saved Without Replica')).status).toBe(201);
      const found = await call('GET', '/user/people/search?pageSize=100', {
        tab: field,
        position: false,
      });
      expect(namesIn(found)).toContain('Saved Without Replica');
      // Each instance found it down (at its next check at the latest).
      for (const x of [a, b]) {
        let health: any;
        for (let i = 0; i < 40; i += 1) {
          const res = await fetch(`${x.url}/api/health`);
          health = { status: res.status, ...((await res.json()) as object) };
          if (health.status === 'degraded') break;
          await sleep(100);
        }
        expect(health).toMatchObject({
          status: 'degraded',
          database: 'ok',
          reads: 'primary',
          replicas: [{ name: 'replica-1', state: 'down', lagMs: null }],
        });
      }
    } finally {
      await cluster.startReplica(0);
    }
  });

  it('keeps the quality flags right when both instances save at once: five alike households from one spot are all flagged', async () => {
    // About 5 m apart: one collector's five within 30 m and an hour make each a same_spot; the
    // same father, ward and area and like names make each a possible duplicate of the others.
    const spot = (i: number) => `26.500000, ${(87.2 + i * 0.00005).toFixed(6)}`;
    const saved = await Promise.all(
      [0, 1, 2, 3, 4].map((i) => saveHousehold(`Spot ${i}`, field, spot(i))),
    );
    expect(saved.map((x) => x.status)).toEqual(Array(5).fill(201));
    const ids = saved.map((x) => x.body.id as string);
    // Each instance's upkeep runs after its answer: the flags follow within moments.
    const expected = ['same_spot', 'possible_duplicate'];
    let flags: string[][] = [];
    for (let i = 0; i < 50; i += 1) {
      const page = await call('GET', '/user/people/search?pageSize=100', { tab: field });
      flags = ids.map((id) => page.body.items.find((p: any) => p.id === id)?.flags ?? []);
      if (flags.every((f) => f.length === expected.length)) break;
      await sleep(100);
    }
    expect(flags).toEqual(Array(5).fill(expected));
  });

  /**
   * `count` requests from 4 clients at once: reads of lists, reports and counts, and writes
   * (a religion, a household: its code, then the save). `during(done)` runs after `done` of
   * them. Returns every answer and the writes acknowledged.
   */
  async function mixedRun(count: number, during: (done: number) => void) {
    const answers: { method: string; url: string; status: number }[] = [];
    const religions: string[] = [];
    const people: string[] = [];
    /** The names of the writes that were not acknowledged: religions and households. */
    const unacknowledged: string[] = [];
    let next = 0;
    const record = (method: string, url: string, answer: Answer) => {
      answers.push({ method, url, status: answer.status });
      during(answers.length);
      return answer;
    };
    // A request whose answer had begun when its instance died ends without one (nginx has sent
    // the headers and cannot send it again): status 0, never an acknowledged write.
    const settle = (request: Promise<Answer>): Promise<Answer> =>
      request.catch(() => ({ status: 0, body: undefined }) as unknown as Answer);
    const step = async (i: number) => {
      const kind = i % 6;
      if (kind === 0) {
        const name = `Cluster Religion ${i} ${phoneSeq}`;
        const made = record(
          'POST',
          '/admin/religions',
          await settle(call('POST', '/admin/religions', { tab: office, body: { name } })),
        );
        if (made.status === 201) religions.push(name);
        else unacknowledged.push(name);
      } else if (kind === 1) {
        const name = `Cluster Household ${i} ${phoneSeq}`;
        const saved = await settle(saveHousehold(name));
        record('POST', '/user/people (its code, then the save)', saved);
        if (saved.status === 201) people.push(saved.body.id);
        else unacknowledged.push(name);
      } else {
        const [url, tab] = (
          [
            ['/user/people/search?pageSize=20', field],
            ['/admin/reports?groupBy=ward', office],
            ['/admin/stats', office],
            ['/admin/people/search?pageSize=20', office],
          ] as const
        )[kind - 2]!;
        record('GET', url, await settle(call('GET', url, { tab, position: false })));
      }
    };
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (next < count) await step(next++);
      }),
    );
    return { answers, religions, people, unacknowledged };
  }

  it('stops an instance on SIGTERM: it answers every request it received and exits 0 within 10 s; reads never fail, and a write fails only unsaved', async () => {
    const from = lb.passed().length;
    // A save the instance has begun to read when the signal comes: its body arrives after.
    const held = halfSentSave(b.address, office.token, 'Held Religion');
    await sleep(300);
    let signalled: Promise<Exit> | undefined;
    let at = 0;
    const run = await mixedRun(120, (done) => {
      if (done === 30 && !signalled) {
        at = Date.now();
        signalled = b.signal('SIGTERM');
        setTimeout(held.finish, 200);
      }
    });
    try {
      const exit = await signalled!;
      expect(exit).toMatchObject({ code: 0, signal: null });
      expect(exit.at - at).toBeLessThan(10_000);
      expect(await held.answer).toMatch(/^HTTP\/1\.1 201 /);
      expect(
        await cluster.query('primary', "SELECT 1 FROM religions WHERE name = 'Held Religion'"),
      ).toHaveLength(1);
      // What it had received was answered, and what came after went to the other. A read never
      // fails (nginx sends it again). A POST nginx had queued on the instance's socket in the
      // instant it closed is reset before the server sees it: nginx answers 502 and never sends
      // a POST twice, so that write is simply not made (docs/deploy.md: a rolling restart takes
      // the instance out of nginx first, and then nothing fails).
      const failed = run.answers.filter((x) => x.status >= 300);
      expect(failed.filter((x) => x.method !== 'POST' || x.status !== 502)).toEqual([]);
      expect(failed.length).toBeLessThanOrEqual(2);
      const religionsMade = await cluster.query(
        'primary',
        'SELECT name FROM religions WHERE name = ANY($1)',
        [run.unacknowledged],
      );
      const peopleMade = await cluster.query(
        'primary',
        'SELECT name FROM people WHERE name = ANY($1)',
        [run.unacknowledged],
      );
      expect([...religionsMade, ...peopleMade]).toEqual([]);
      const passed = lb.passed().slice(from);
      expect(passed.some((p) => p.upstreams[0] === b.address)).toBe(true);
      expect(b.output()).not.toContain('shutdown time limit near');
    } finally {
      // Back, whatever the checks found (the next one needs both), as an operator puts a
      // replaced instance back: nginx -s reload.
      await b.restart();
      await lb.reload();
    }
  });

  it('loses no acknowledged write when an instance is killed (SIGKILL) during 200 mixed requests, and every read succeeds through the other', async () => {
    const from = lb.passed().length;
    let killed = false;
    const run = await mixedRun(200, (done) => {
      if (done === 60 && !killed) {
        killed = true;
        void b.signal('SIGKILL');
      }
    });
    expect(killed).toBe(true);
    // Reads went on to the other instance: none answered an error. A write the killed instance
    // had taken may have failed (502, never acknowledged), and a request whose answer had begun
    // when it died ended without one (0): only the few in flight there, nothing else.
    const failed = run.answers.filter((x) => x.status >= 300 || x.status === 0);
    expect(failed.filter((x) => x.method !== 'POST' && x.status !== 0)).toEqual([]);
    expect(failed.every((x) => x.status === 502 || x.status === 0)).toBe(true);
    expect(failed.length).toBeLessThanOrEqual(4);
    const passed = lb.passed().slice(from);
    expect(passed.some((p) => p.upstreams.join() === `${b.address},${a.address}`)).toBe(true);
    // Every acknowledged write is on the primary.
    const religions = await cluster.query<{ name: string }>(
      'primary',
      'SELECT name FROM religions WHERE name = ANY($1)',
      [run.religions],
    );
    expect(religions.map((r) => r.name).sort()).toEqual([...run.religions].sort());
    const people = await cluster.query<{ id: string }>(
      'primary',
      'SELECT id FROM people WHERE id = ANY($1)',
      [run.people],
    );
    expect(people).toHaveLength(run.people.length);
    expect(run.religions.length + run.people.length).toBeGreaterThan(40);
  });

  it("keeps both instances' activity events in one valid chain: audit:verify passes", async () => {
    const run = promisify(execFile);
    const { stdout } = await run('npm', ['run', '--silent', 'audit:verify'], {
      cwd: ROOT,
      env: { ...env, DATA_DIR: path.join(dir, 'a') },
    });
    expect(stdout).toMatch(/^OK \((\d+) events\), up to the checkpoint/m);
    const events = Number(/^OK \((\d+) events\)/m.exec(stdout)![1]);
    expect(events).toBeGreaterThan(100);
    // Both instances wrote checkpoints into the one file, whole lines each.
    const lines = readFileSync(env.AUDIT_CHECKPOINT_FILE!, 'utf8').trim().split('\n');
    expect(lines.every((l) => JSON.parse(l).mac)).toBe(true);
    expect(lines.length).toBeGreaterThan(2);
  });
});
