import type { Person, User } from '@hr/contracts';
import { realApiPerFile, type RealApi } from '@hr/test-support';

type NewUser = Partial<Pick<User, 'firstName' | 'lastName' | 'phone' | 'email' | 'gender'>>;
type NewPerson = Partial<Omit<Person, 'id' | 'createdBy' | 'createdAt' | 'updatedAt'>> & { gps?: string };

export interface AdminApi extends RealApi {
  /** Empties the registry (collectors, people, religions) and signs the real admin in. */
  fresh(): Promise<void>;
  /** A collector created through POST /admin/users, with `people` registered by them. */
  addUser(fields?: NewUser, people?: NewPerson[] | number): Promise<User & { token: string }>;
  /** More people registered by a collector `addUser` returned. */
  addPeople(user: { token: string }, people: NewPerson[] | number): Promise<Person[]>;
}

const PASSWORD = 'Collector-Pass1';
let seq = 0;
/** A valid Indian mobile number, unique within the test file. */
export function phone(): string {
  seq += 1;
  return `+9197${String(10_000_000 + seq).slice(-8)}`;
}

/** The real API for an admin test file; `fresh()` before each test that needs a known registry. */
export function adminApi(): AdminApi {
  const server = realApiPerFile();
  const admin = async <T>(method: string, url: string, body?: unknown) => {
    const result = await server.call<T>(method, url, { token: await server.adminToken(), body });
    if (result.status >= 300) throw new Error(`${method} ${url}: ${result.status} ${JSON.stringify(result.body)}`);
    return result.body;
  };
  const addPeople: AdminApi['addPeople'] = async (user, people) => {
    const list = typeof people === 'number' ? Array.from({ length: people }, () => ({})) : people;
    const created: Person[] = [];
    for (const fields of list) created.push(await server.createPerson(user.token, fields));
    return created;
  };
  const extra: Pick<AdminApi, 'fresh' | 'addUser' | 'addPeople'> = {
    async fresh() {
      await server.reset();
      await server.signInAdmin();
    },
    async addUser(fields = {}, people = []) {
      const body = { firstName: 'Asha', lastName: 'Rai', phone: phone(), password: PASSWORD, ...fields };
      const user = await admin<User>('POST', '/admin/users', body);
      const login = await server.call<{ token: string }>('POST', '/auth/user/login', {
        body: { phone: user.phone, password: PASSWORD },
      });
      const withToken = { ...user, token: login.body.token };
      await addPeople(withToken, people);
      return withToken;
    },
    addPeople,
  };
  return Object.assign(Object.create(server) as RealApi, extra);
}
