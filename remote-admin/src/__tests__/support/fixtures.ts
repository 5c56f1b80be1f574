import type { Person, Stats, User } from '@hr/contracts';

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
