import { startTestApp, type Collector, type TestApp } from './test-app';

export interface Office {
  t: TestApp;
  /** The first admin's token. */
  admin: string;
  asha: Collector;
  bina: Collector;
}

/**
 * A test file's office in Kathmandu (UTC+05:45, so a day's edges are not UTC's) with the first
 * admin signed in and two collectors, Asha Rai and Bina Thapa: started before the file's tests,
 * closed after them. The object is filled in by the time the file's own beforeAll runs.
 */
export function officeInKathmandu(): Office {
  const office = {} as Office;
  beforeAll(async () => {
    office.t = await startTestApp({ timeZone: 'Asia/Kathmandu' });
    office.admin = await office.t.adminToken();
    office.asha = await office.t.createCollector({ firstName: 'Asha', lastName: 'Rai' });
    office.bina = await office.t.createCollector({ firstName: 'Bina', lastName: 'Thapa' });
  });
  afterAll(() => office.t?.close());
  return office;
}
