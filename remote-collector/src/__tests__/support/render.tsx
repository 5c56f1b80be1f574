import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { FluentProvider } from '@fluentui/react-provider';
import { getDefaultStore } from 'jotai';
import type { Person, Religion } from '@hr/contracts';
import { sessionAtom } from '@hr/session';
import { lightTheme } from '@hr/ui/theme';
import CollectorRoutes from '../../routes';

export const COLLECTOR = {
  id: '6b1f4c1e-2f0a-4c8e-9a51-0d6c1a2b3c4d',
  firstName: 'Meera',
  lastName: 'Field',
  email: null,
  phone: '+919700000001',
};

export function signInCollector(profile = COLLECTOR): void {
  getDefaultStore().set(sessionAtom, {
    token: 'test-token',
    role: 'user',
    admin: null,
    user: profile,
    authenticated: true,
  });
}

/** Where the router is now, so a test can see a navigation happen. */
function CurrentPath() {
  const location = useLocation();
  return <output data-testid="path">{location.pathname}</output>;
}

/** The collector routes mounted at /user/* the way the shell mounts them. */
export function renderCollector(path: string) {
  return render(
    <FluentProvider theme={lightTheme}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/user/*" element={<CollectorRoutes />} />
        </Routes>
        <CurrentPath />
      </MemoryRouter>
    </FluentProvider>,
  );
}

export const RELIGIONS: Religion[] = [
  {
    id: '0a0b0c0d-0000-4000-8000-000000000001',
    name: 'Hindu',
    castes: [
      { id: '0a0b0c0d-0000-4000-8000-000000000011', name: 'Brahmin' },
      { id: '0a0b0c0d-0000-4000-8000-000000000012', name: 'Yadav' },
    ],
  },
  {
    id: '0a0b0c0d-0000-4000-8000-000000000002',
    name: 'Muslim',
    castes: [{ id: '0a0b0c0d-0000-4000-8000-000000000021', name: 'Ansari' }],
  },
];

let seq = 0;
export function makePerson(overrides: Partial<Person> = {}): Person {
  seq += 1;
  const n = String(seq).padStart(12, '0');
  return {
    id: `1c2d3e4f-0000-4000-8000-${n}`,
    name: `Person ${seq}`,
    fatherName: `Father ${seq}`,
    wardNo: String(seq),
    areaName: `Area ${seq}`,
    phone: `+9198000${String(seq).padStart(5, '0')}`,
    whatsappNumber: null,
    householdSize: 3,
    religion: 'Hindu',
    caste: 'Brahmin',
    gpsLocation: null,
    createdBy: {
      firstName: COLLECTOR.firstName,
      lastName: COLLECTOR.lastName,
      phone: COLLECTOR.phone,
    },
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}
