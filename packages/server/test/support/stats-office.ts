import type { Stats } from '@hr/contracts';
import { startTestApp, type Collector, type TestApp } from './test-app';

export interface StatsOffice {
  t: TestApp;
  /** The first admin's token. */
  admin: string;
  /** A collector, whose people the counts follow. */
  collector: Collector;
  /** GET /admin/stats as the admin, which must answer 200. */
  stats(): Promise<Stats>;
}

/**
 * A stats test file's registry, empty but for the first admin (signed in) and one collector:
 * started before the file's tests, closed after them. The object is filled in by the time the
 * file's own beforeAll runs.
 */
export function statsOffice(): StatsOffice {
  const office = {} as StatsOffice;
  beforeAll(async () => {
    office.t = await startTestApp();
    office.admin = await office.t.adminToken();
    office.collector = await office.t.createCollector();
  });
  afterAll(() => office.t?.close());
  office.stats = async () => {
    const res = await office.t.call<Stats>('GET', '/admin/stats', { token: office.admin });
    expect(res.status).toBe(200);
    return res.body;
  };
  return office;
}
