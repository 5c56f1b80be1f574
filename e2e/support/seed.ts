// Records seeded through the real API, as an admin and a collector make them: the lookups the
// forms offer and households registered the way the wizard does (code sent, verified, saved).
// Every browser test that needs data before its page opens starts from these.
import type { Person, Religion } from '@hr/contracts';
import type { RunningApp } from './app';
import { ok } from './wait';

/** Religions and their castes, in order: the forms preselect the first of each. */
export type Lookups = Record<string, string[]>;

export const HINDU_BRAHMIN: Lookups = { Hindu: ['Brahmin'] };

/** Adds the religions and castes as the admin. */
export async function seedLookups(
  app: RunningApp,
  lookups: Lookups = HINDU_BRAHMIN,
): Promise<void> {
  const admin = await app.adminToken();
  for (const [name, castes] of Object.entries(lookups)) {
    const religion = await ok(app.call<Religion>('POST', '/admin/religions', { name }, admin), 201);
    for (const caste of castes) {
      await ok(
        app.call('POST', '/admin/castes', { religionId: religion.id, name: caste }, admin),
        201,
      );
    }
  }
}

/** A household as the wizard's details step sends it; religion and caste default to Hindu, Brahmin. */
export type NewPerson = Record<string, unknown> & {
  name: string;
  phone: string;
  religion?: string;
  caste?: string;
};

const DEFAULTS = {
  fatherName: 'Mohan Kumar',
  wardNo: '3',
  areaName: 'Shivaji Nagar',
  householdSize: 3,
  religion: 'Hindu',
  caste: 'Brahmin',
};

/** The collector (by token) verifies the phone with the code the fake gateway got, then saves. */
export async function registerPerson(
  app: RunningApp,
  token: string,
  person: NewPerson,
): Promise<Person> {
  const { phone } = person;
  await ok(app.call('POST', '/otp/send', { phone }, token), 200);
  const code = app.sms.lastCodeFor(phone);
  if (!code) throw new Error(`no one-time code reached the fake SMS gateway for ${phone}`);
  await ok(app.call('POST', '/otp/verify', { phone, code }, token), 200);
  return ok(app.call<Person>('POST', '/user/people', { ...DEFAULTS, ...person }, token), 201);
}
