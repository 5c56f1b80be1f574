/* eslint-disable @typescript-eslint/no-explicit-any -- tests read loosely typed JSON bodies */
import type { Collector, TestApp } from './test-app';

export interface SeedOptions {
  collector?: Parameters<TestApp['createCollector']>[0];
  /** A religion created through the API ('Kirat' unless given). */
  religion?: string;
  /** A caste of that religion ('Rai' unless given; null for none). */
  caste?: string | null;
  /** The person the collector registers (through the OTP flow); false for none. */
  person?: Record<string, unknown> | false;
}

export interface Seeded {
  admin: string;
  collector: Collector;
  religion: { id: string; name: string };
  caste: { id: string; name: string } | null;
  person: any;
}

/**
 * The preamble most server tests share, through the real API and in this order (tests of the
 * activity log count on it: person after caste after religion): the first admin's token, a
 * collector, a religion with a caste, and one person registered by the collector.
 */
export async function seedBasics(t: TestApp, o: SeedOptions = {}): Promise<Seeded> {
  const admin = await t.adminToken();
  const collector = await t.createCollector(o.collector);
  const religion = await t.call('POST', '/admin/religions', { token: admin, body: { name: o.religion ?? 'Kirat' } });
  if (religion.status !== 201) throw new Error(`religion: ${religion.status} ${JSON.stringify(religion.body)}`);
  let caste: Seeded['caste'] = null;
  if (o.caste !== null) {
    const res = await t.call('POST', '/admin/castes', {
      token: admin,
      body: { religionId: religion.body.id, name: o.caste ?? 'Rai' },
    });
    if (res.status !== 201) throw new Error(`caste: ${res.status} ${JSON.stringify(res.body)}`);
    caste = res.body;
  }
  const person = o.person === false ? null : await t.createPerson(collector.token, o.person ?? {});
  return { admin, collector, religion: religion.body, caste, person };
}
