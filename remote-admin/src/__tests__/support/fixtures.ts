import type { Person, Stats, User } from '@hr/contracts';
import type { Handler } from '@hr/api/test-support';

let n = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: uuid(),
    firstName: 'Asha',
    lastName: 'Rai',
    phone: '+9779800000001',
    email: null,
    gender: null,
    personCount: 0,
    ...overrides,
  };
}

export function makePerson(overrides: Partial<Person> = {}): Person {
  return {
    id: uuid(),
    name: 'Hari Thapa',
    fatherName: 'Ram Thapa',
    wardNo: '4',
    areaName: 'Lakeside',
    phone: '+9779811111111',
    whatsappNumber: null,
    householdSize: 4,
    religion: 'Hindu',
    caste: 'Brahmin',
    gpsLocation: null,
    createdBy: { firstName: 'Asha', lastName: 'Rai', phone: '+9779800000001' },
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export function statsFor(users: User[]): Stats {
  return {
    totalUsers: users.length,
    totalPersons: users.reduce((sum, u) => sum + u.personCount, 0),
    personsByUser: users
      .filter((u) => u.personCount > 0)
      .map((u) => ({ _id: u.id, count: u.personCount })),
  };
}

/** PUT and DELETE /admin/people/:id for a fake API, applied to the test's own list of people. */
export function peopleWriteRoutes(
  get: () => Person[],
  set: (people: Person[]) => void,
): Record<string, Handler> {
  return {
    'PUT /admin/people/:id': ({ params, body }) => {
      set(get().map((p) => (p.id === params.id ? { ...p, ...(body as Partial<Person>) } : p)));
      return { body: get().find((p) => p.id === params.id) };
    },
    'DELETE /admin/people/:id': ({ params }) => {
      set(get().filter((p) => p.id !== params.id));
      return { status: 204 };
    },
  };
}
