// Component tests against the real API: one server process per test file (a fresh database from
// the migrated template), the fault proxy in front of it, and the one axios instance (`api`)
// pointed at the proxy. Data is seeded through the real API; nothing here answers for the server.
import { getDefaultStore } from 'jotai';
import type { Person, Profile, Religion } from '@hr/contracts';
import { api } from '@hr/api';
import { sessionAtom } from '@hr/session';
import { startFaultProxy, type Fault, type FaultProxy, type RecordedRequest } from './fault-proxy';
import { startServerProcess, type ServerProcess } from './server-process';
import type { CallOptions, CollectorInput } from './server-protocol';
import type { WorkerServer } from '../scripts/jest/web-environment';

export interface CallResult<T = unknown> {
  status: number;
  body: T;
}

export interface Collector {
  id: string;
  firstName: string;
  lastName: string;
  phone: string;
  password: string;
  token: string;
}

/** The first admin startTestApp creates (ADMIN in packages/server/test/support/test-app.ts). */
export const ADMIN_LOGIN = { email: 'admin@example.org', password: 'Admin-Passw0rd!' };

export interface RealApi {
  /** The API base URL the page uses (the fault proxy), already in `api.defaults.baseURL`. */
  readonly url: string;
  /** What the page sent since this test began (seeding calls go around the proxy, unrecorded). */
  readonly requests: RecordedRequest[];
  calls(route: string): RecordedRequest[];
  /** Injects a fault into `"METHOD /path/:param"` for the next `times` requests (all, by default). */
  fault(route: string, fault: Fault, times?: number): void;
  /** Calls the real server directly, as a seeding client (not recorded, no faults). */
  call<T = unknown>(method: string, url: string, options?: CallOptions): Promise<CallResult<T>>;
  adminToken(): Promise<string>;
  /** A collector created by the admin and signed in (its token is real). */
  createCollector(input?: CollectorInput): Promise<Collector>;
  /** Sends a code to the phone as the collector and verifies it, through the API. */
  verifyPhone(token: string, phone: string): Promise<void>;
  /** Verifies a phone and registers a person with it, as the collector. */
  createPerson(token: string, fields?: Partial<Record<keyof Person | 'gps', unknown>>): Promise<Person>;
  /** A religion with its castes, created by the admin. */
  createReligion(name: string, castes?: string[]): Promise<Religion>;
  religions(): Promise<Religion[]>;
  /** The code in the newest SMS the server sent to this E.164 phone. */
  lastCodeFor(phone: string): Promise<string | null>;
  /** Ends the life of the phone's live code now (the server's clock, moved by the test). */
  expireCode(phone: string): Promise<void>;
  /**
   * `people` demo people by `collectors` demo collectors (`npm run seed:demo`'s own code, on the
   * server's database): lists too long to register through the API, e.g. past the count cap.
   */
  seedDemo(people: number, collectors: number): Promise<void>;
  /** Deletes every collector (and so every person) and every religion, through the API. */
  reset(): Promise<void>;
  /** Puts the real first admin's session in the store, as a sign-in would. */
  signInAdmin(): Promise<Profile>;
  /** Puts the collector's session in the store, as a sign-in would. */
  signInCollector(collector: Collector): Profile;
}

function expectStatus<T>(result: CallResult<T>, status: number, what: string): T {
  if (result.status !== status) {
    throw new Error(`${what}: ${result.status} ${JSON.stringify(result.body)}`);
  }
  return result.body;
}

function build(server: ServerProcess, proxy: FaultProxy): RealApi {
  const call = <T>(method: string, url: string, options?: CallOptions) =>
    server.request<CallResult<T>>({ op: 'call', method, url, options });
  const adminToken = () => server.request<string>({ op: 'adminToken' });
  const asAdmin = async <T>(method: string, url: string, body?: unknown) =>
    call<T>(method, url, { token: await adminToken(), body });

  return {
    url: proxy.url,
    requests: proxy.requests,
    calls: (route) => proxy.calls(route),
    fault: (route, fault, times) => proxy.fault(route, fault, times),
    call,
    adminToken,
    createCollector: (input) => server.request<Collector>({ op: 'createCollector', overrides: input }),
    verifyPhone: (token, phone) => server.request<void>({ op: 'verifyPhone', token, phone }),
    createPerson: (token, fields) => server.request<Person>({ op: 'createPerson', token, fields }),
    async createReligion(name, castes = []) {
      const religion = expectStatus(
        await asAdmin<Religion>('POST', '/admin/religions', { name }),
        201,
        `create religion ${name}`,
      );
      for (const caste of castes) {
        const body = { religionId: religion.id, name: caste };
        expectStatus(await asAdmin('POST', '/admin/castes', body), 201, `create caste ${caste}`);
      }
      const all = expectStatus(await asAdmin<Religion[]>('GET', '/lookups/religions'), 200, 'religions');
      return all.find((r) => r.id === religion.id)!;
    },
    async religions() {
      return expectStatus(await asAdmin<Religion[]>('GET', '/lookups/religions'), 200, 'religions');
    },
    lastCodeFor: (phone) => server.request<string | null>({ op: 'lastCodeFor', phone }),
    expireCode: (phone) => server.request<void>({ op: 'expireCode', phone }),
    seedDemo: async (people, collectors) => {
      await server.request({ op: 'seedDemo', people, collectors });
    },
    async reset() {
      const users = expectStatus(await asAdmin<{ id: string }[]>('GET', '/admin/users'), 200, 'users');
      for (const { id } of users) {
        expectStatus(await asAdmin('DELETE', `/admin/users/${id}`), 204, 'delete user');
      }
      const religions = expectStatus(await asAdmin<Religion[]>('GET', '/lookups/religions'), 200, 'religions');
      for (const { id } of religions) {
        expectStatus(await asAdmin('DELETE', `/admin/religions/${id}`), 204, 'delete religion');
      }
    },
    async signInAdmin() {
      const body = { emailOrPhone: ADMIN_LOGIN.email, password: ADMIN_LOGIN.password };
      const { token, admin } = expectStatus(
        await call<{ token: string; admin: Profile }>('POST', '/auth/admin/login', { body }),
        200,
        'admin sign-in',
      );
      getDefaultStore().set(sessionAtom, { token, role: 'admin', admin, user: null, authenticated: true });
      return admin;
    },
    signInCollector(collector) {
      const user: Profile = {
        id: collector.id,
        firstName: collector.firstName,
        lastName: collector.lastName,
        email: null,
        phone: collector.phone,
      };
      getDefaultStore().set(sessionAtom, {
        token: collector.token,
        role: 'user',
        admin: null,
        user,
        authenticated: true,
      });
      return user;
    },
  };
}

/**
 * The server for this file: the jest worker's own (scripts/jest/web-environment.ts), restarted
 * on a fresh database with `config`; a process of its own under another environment.
 */
function serverFor(config: Record<string, unknown>): Promise<ServerProcess> {
  const worker = (globalThis as { __hrWorkerServer?: WorkerServer }).__hrWorkerServer;
  return worker ? worker.open(config) : startServerProcess(config);
}

/**
 * The real API for every test of this file: a new server with a fresh database before the first
 * test (the jest worker's server process, restarted), stopped after the last; the recorded requests and the faults are cleared before each test (the
 * data stays: `reset()` when a test needs an empty registry). `config` overrides the server's
 * AppConfig, e.g. `{ otpTtlSeconds: 3 }`. Call it at the top level of the file.
 */
export function realApiPerFile(config: Record<string, unknown> = {}): RealApi {
  let live: RealApi | undefined;
  let stop: (() => Promise<void>) | undefined;
  const current = () => {
    if (!live) throw new Error('The real API runs only while the tests of this file run');
    return live;
  };

  beforeAll(async () => {
    const server = await serverFor(config);
    const proxy = await startFaultProxy(server.baseUrl).catch(async (error: unknown) => {
      await server.close();
      throw error;
    });
    const previousBaseURL = api.defaults.baseURL;
    api.defaults.baseURL = proxy.url;
    live = build(server, proxy);
    stop = async () => {
      api.defaults.baseURL = previousBaseURL;
      await proxy.close();
      await server.close();
    };
    beforeEachReset = () => {
      proxy.requests.length = 0;
      proxy.clearFaults();
    };
  }, 60_000);
  let beforeEachReset = () => {};
  beforeEach(() => beforeEachReset());
  afterAll(async () => {
    await stop?.();
    live = undefined;
  }, 30_000);

  const handle = {} as RealApi;
  for (const key of [
    'calls',
    'fault',
    'call',
    'adminToken',
    'createCollector',
    'verifyPhone',
    'createPerson',
    'createReligion',
    'religions',
    'lastCodeFor',
    'expireCode',
    'seedDemo',
    'reset',
    'signInAdmin',
    'signInCollector',
  ] as const) {
    Object.defineProperty(handle, key, {
      value: (...args: unknown[]) => (current()[key] as (...a: unknown[]) => unknown)(...args),
    });
  }
  Object.defineProperty(handle, 'url', { get: () => current().url });
  Object.defineProperty(handle, 'requests', { get: () => current().requests });
  return handle;
}

/** A promise the test resolves by hand: `fault(route, { hold: gate.wait })` holds a request. */
export function gate(): { wait: Promise<void>; open(): void } {
  let open!: () => void;
  const wait = new Promise<void>((resolve) => (open = resolve));
  return { wait, open };
}
