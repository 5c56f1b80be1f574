import type { Person } from '@hr/contracts';
import { realApiPerFile, type Collector, type RealApi } from '@hr/test-support';
import CollectorRoutes from '@collector/routes';
import descriptor from '@collector/descriptor';

export interface CollectorApi extends RealApi {
  /** A new collector, Meera Field, signed in: each test starts with nobody registered. */
  signIn(): Promise<Collector>;
  /** The collector `signIn` made for this test. */
  readonly collector: Collector;
  /** People registered by this test's collector, through the API. */
  addPeople(people: Partial<Person & { gps: string }>[] | number): Promise<Person[]>;
  /** The code the server texted to a phone typed as on the form (e.g. '98123 45678'). */
  codeFor(typed: string): Promise<string>;
}

let seq = 0;
let personSeq = 0;
/** A 10-digit Indian mobile number as a collector types it, unique within the test file. */
export function typedPhone(): string {
  seq += 1;
  return `96${String(10_000_000 + seq).slice(-8)}`;
}

/**
 * The OTP step's line for a phone typed without a country code: its 10 digits grouped 5 + 5 as
 * the page shows them ('9610000002' -> 'Enter OTP sent to 96100 00002'; the page joins them with
 * a non-breaking space, which a text query reads as a space).
 */
export function otpPrompt(typed: string): string {
  const digits = typed.replace(/\D/g, '');
  return `Enter OTP sent to ${digits.slice(0, 5)} ${digits.slice(5)}`;
}

/** '+919812345678' -> '+91 98123 45678': an Indian mobile number as the tables and dialogs show it. */
export function shownPhone(e164Phone: string): string {
  return `${e164Phone.slice(0, 3)} ${e164Phone.slice(3, 8)} ${e164Phone.slice(8)}`;
}

/** '98123 45678' -> '+919812345678', the server's form of a typed phone. */
export const e164 = (typed: string) => `+91${typed.replace(/\D/g, '')}`;

/**
 * The real API for a collector test file, with the religions the forms offer (Hindu: Brahmin,
 * Yadav; Muslim: Ansari). `config` overrides the server's settings (e.g. the code lifetime).
 */
export function collectorApi(config: Record<string, unknown> = {}): CollectorApi {
  const server = realApiPerFile(config);
  let current: Collector | undefined;
  beforeAll(async () => {
    await server.createReligion('Hindu', ['Brahmin', 'Yadav']);
    await server.createReligion('Muslim', ['Ansari']);
  });
  const extra = {
    async signIn() {
      current = await server.createCollector({ firstName: 'Meera', lastName: 'Field' });
      server.signInCollector(current);
      return current;
    },
    get collector() {
      if (!current) throw new Error('signIn() first');
      return current;
    },
    async addPeople(people: Partial<Person & { gps: string }>[] | number) {
      const list = typeof people === 'number' ? Array.from({ length: people }, () => ({})) : people;
      const created: Person[] = [];
      for (const fields of list) {
        const k = ++personSeq;
        const defaults = {
          name: `Person ${k}`,
          fatherName: `Father ${k}`,
          wardNo: String(k),
          areaName: `Area ${k}`,
          householdSize: 3,
        };
        created.push(await server.createPerson(extra.collector.token, { ...defaults, ...fields }));
      }
      return created;
    },
    async codeFor(typed: string) {
      const code = await server.lastCodeFor(e164(typed));
      if (!code) throw new Error(`no code was sent to ${typed}`);
      return code;
    },
  };
  const api = Object.create(server) as CollectorApi;
  Object.defineProperties(api, Object.getOwnPropertyDescriptors(extra));
  return api;
}

/**
 * The usual set-up of a collector page test: the API for the file, a new collector signed in
 * before each test with an empty localStorage, and the remote to render (`renderRemote`).
 * Real HTTP round trips and Fluent rendering on a shared 2-core machine: 30 s a test.
 */
export function collectorTests() {
  jest.setTimeout(30_000);
  const server = collectorApi();
  beforeEach(async () => {
    localStorage.clear();
    await server.signIn();
  });
  return { server, collector: { routes: CollectorRoutes, descriptor } };
}
