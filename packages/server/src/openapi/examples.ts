/**
 * Examples of the main calls, by operationId: shown on the reference page and checked against
 * the operation's schemas by test/openapi.test.ts (an example that drifts from its schema fails).
 */
const PERSON = {
  id: '5b1f0c1e-3a52-4c8e-9a51-0d0b8f3f6a10',
  name: 'Ravi Kumar',
  fatherName: 'Mohan Kumar',
  wardNo: '12',
  areaName: 'Gandhi Nagar',
  phone: '+919812345678',
  whatsappNumber: null,
  householdSize: 4,
  religion: 'Hindu',
  caste: 'Brahmin',
  gpsLocation: '26.8467, 80.9462',
  createdBy: { firstName: 'Sita', lastName: 'Devi', phone: '+919811122233' },
  createdAt: '2026-11-20T09:15:00.000Z',
  updatedAt: '2026-11-20T09:15:00.000Z',
  reviewStatus: 'pending',
  reviewComment: null,
  reviewedBy: null,
  reviewedAt: null,
  flags: [],
};

/** The same person sent back by the office, as PUT .../review answers. */
const REVIEWED = {
  ...PERSON,
  reviewStatus: 'needs_correction',
  reviewComment: "The father's name is spelled differently on the ration card",
  reviewedBy: { id: '0f8c2b7e-1d2a-4b8e-8f00-6c1b2a3d4e5f', name: 'Asha Admin' },
  reviewedAt: '2026-11-21T06:30:00.000Z',
  flags: ['possible_duplicate'],
};

export interface OperationExamples {
  request?: unknown;
  query?: Record<string, unknown>;
  response?: { status: string; value: unknown };
}

export const EXAMPLES: Record<string, OperationExamples> = {
  adminLogin: {
    request: { emailOrPhone: 'admin@example.org', password: 'S3cret-pass' },
    response: {
      status: '200',
      value: {
        token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIuLi4ifQ.c2lnbmF0dXJl',
        admin: {
          id: '0f8c2b7e-1d2a-4b8e-8f00-6c1b2a3d4e5f',
          firstName: 'Asha',
          lastName: 'Admin',
          email: 'admin@example.org',
          phone: '+919800000001',
          role: 'admin',
        },
      },
    },
  },
  createUser: {
    request: {
      firstName: 'Sita',
      lastName: 'Devi',
      gender: 'Female',
      email: null,
      phone: '98111 22233',
      password: 'Collector-Pass1',
      wards: [3],
      supervisorId: '5b6c7d8e-1f2a-4b3c-9d4e-0a1b2c3d4e5f',
    },
    response: {
      status: '201',
      value: {
        id: '7d0e5f2a-9b1c-4e3d-8a2f-1b0c9d8e7f6a',
        firstName: 'Sita',
        lastName: 'Devi',
        phone: '+919811122233',
        email: null,
        gender: 'Female',
        personCount: 0,
        verifiedPercent: null,
        wards: [3],
        supervisor: { id: '5b6c7d8e-1f2a-4b3c-9d4e-0a1b2c3d4e5f', name: 'Meena Rao' },
      },
    },
  },
  createSupervisor: {
    request: {
      firstName: 'Meena',
      lastName: 'Rao',
      email: 'meena.rao@example.org',
      phone: '98111 44455',
      password: 'Supervisor-Pass1',
      wards: [3, 4],
    },
    response: {
      status: '201',
      value: {
        id: '5b6c7d8e-1f2a-4b3c-9d4e-0a1b2c3d4e5f',
        firstName: 'Meena',
        lastName: 'Rao',
        email: 'meena.rao@example.org',
        phone: '+919811144455',
        wards: [3, 4],
        collectorCount: 0,
      },
    },
  },
  getUserSignInLocks: {
    // Locked out from one address for another 14 minutes; every address waits 2 minutes.
    response: {
      status: '200',
      value: { lockedAddresses: 1, lockedForSeconds: 840, waitSeconds: 120 },
    },
  },
  createPerson: {
    request: {
      name: 'Ravi Kumar',
      fatherName: 'Mohan Kumar',
      phone: '98123 45678',
      wardNo: '12',
      areaName: 'Gandhi Nagar',
      householdSize: 4,
      religion: 'Hindu',
      caste: 'Brahmin',
      gps: '26.8467, 80.9462',
    },
    response: { status: '201', value: PERSON },
  },
  reviewPerson: {
    request: { status: 'needs_correction', comment: REVIEWED.reviewComment },
    response: { status: '200', value: REVIEWED },
  },
  reviewPeople: {
    request: {
      ids: [PERSON.id, '9c2d4e6f-8a1b-4c3d-9e5f-7a6b5c4d3e2f'],
      status: 'verified',
    },
    response: { status: '200', value: { updated: 2 } },
  },
  searchPeople: {
    query: {
      q: 'kumar',
      sort: 'name',
      dir: 'asc',
      page: 1,
      pageSize: 25,
      reviewStatus: 'pending',
      flag: 'any',
    },
    response: {
      status: '200',
      value: { items: [PERSON], total: 1, totalCapped: false, page: 1, pageSize: 25 },
    },
  },
  getReport: {
    query: { groupBy: 'caste', from: '2026-11-01', to: '2026-11-30', wardNo: '12' },
    response: {
      status: '200',
      value: {
        groups: [
          { key: 'Hindu / Brahmin', label: 'Hindu / Brahmin', households: 120, people: 530 },
          { key: 'Muslim / Sheikh', label: 'Muslim / Sheikh', households: 45, people: 212 },
        ],
        total: { households: 165, people: 742 },
        withoutLocation: 9,
      },
    },
  },
  getPeopleMap: {
    query: { bbox: '80.90,26.80,81.00,26.90', zoom: 14, religion: 'Hindu' },
    response: {
      status: '200',
      value: {
        clusters: [
          {
            lat: 26.8467,
            lon: 80.9462,
            count: 37,
            bounds: [80.9402, 26.8411, 80.9519, 26.8523],
          },
        ],
        points: [{ id: PERSON.id, lat: 26.8512, lon: 80.9391, name: 'Ravi Kumar', wardNo: '12' }],
        extent: [80.9213, 26.8304, 80.9815, 26.8721],
      },
    },
  },
  getPeopleMapExtent: {
    query: { religion: 'Hindu' },
    response: { status: '200', value: { extent: [80.9213, 26.8304, 80.9815, 26.8721] } },
  },
};
