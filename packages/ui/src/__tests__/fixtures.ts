// Test data (not a test).
import type { Person, Religion } from '@hr/contracts';

export function makePerson(overrides: Partial<Person> = {}): Person {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    name: 'Hari Thapa',
    fatherName: 'Ram Thapa',
    wardNo: '4',
    areaName: 'Lakeside',
    phone: '+9779811111111',
    whatsappNumber: '+9779822222222',
    householdSize: 5,
    religion: 'Hindu',
    caste: 'Brahmin',
    gpsLocation: '28.209600, 83.959600',
    createdBy: { firstName: 'Asha', lastName: 'Rai', phone: '+9779800000001' },
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    reviewStatus: 'pending',
    reviewComment: null,
    reviewedBy: null,
    reviewedAt: null,
    flags: [],
    ...overrides,
  };
}

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const religions: Religion[] = [
  {
    id: id(100),
    name: 'Hindu',
    castes: [
      { id: id(101), name: 'Brahmin' },
      { id: id(102), name: 'Chhetri' },
    ],
  },
  { id: id(200), name: 'Buddhist', castes: [{ id: id(201), name: 'Gurung' }] },
  { id: id(300), name: 'Kirat', castes: [] },
];
