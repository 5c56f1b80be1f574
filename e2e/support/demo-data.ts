// A small, realistic registry seeded through the real API (as an admin and a collector would make
// it): lookups with a long caste name, two collectors and a dozen households. Shared by the
// accessibility tests and `npm run screenshots`, which walk every page over it.
import type { Person } from '@hr/contracts';
import { Secret, TOTP } from 'otpauth';
import type { OfficeAccount } from '../../packages/server/test/support/office-sign-in.mjs';
import type { Collector, RunningApp } from './app';
import { registerPerson, seedLookups, type Lookups } from './seed';
import { ok } from './wait';

export interface DemoData {
  /** Signs in on the collector pages; has people of their own. */
  collector: Collector;
  /** A second collector, so the tables and the top contributors have more than one name. */
  other: Collector;
  /** One of `collector`'s people: the edit page and the dialogs open on it. */
  person: Person;
  /** A phone no one has registered yet: the Add Person wizard sends its code to it. */
  newPhone(): string;
  /**
   * A supervisor of wards 3-8, to whom `collector` reports: signs in at /login/admin, then
   * "Verify it's you" (an authenticator app is enrolled) with one of the recovery codes, each
   * of which works once (`nextRecoveryCode`).
   */
  supervisor: { email: string; password: string; nextRecoveryCode(): string };
  /**
   * A new supervisor (ward 3, the supervisor's password) with an authenticator app enrolled
   * through the API: for a walk that removes its app, so that no account the others use loses it.
   */
  newOfficeAccount(): Promise<OfficeAccount>;
}

const LOOKUPS: Lookups = {
  Hindu: ['Brahmin', 'Kshatriya', 'Yadav', 'Scheduled Caste (Other Backward Classes list)'],
  Muslim: ['Ansari', 'Qureshi'],
  Christian: [],
};

const AREAS = ['Gandhi Nagar', 'Shivaji Nagar', 'Ram Bagh', 'Station Road'];
const NAMES: [name: string, fatherName: string][] = [
  ['Ravi Kumar', 'Mohan Kumar'],
  ['Sita Devi', 'Ram Prasad'],
  ['Imran Ansari', 'Salim Ansari'],
  ['Lakshmi Yadav', 'Gopal Yadav'],
  ['Anita Sharma', 'Vijay Sharma'],
  ['Joseph Thomas', 'Mathew Thomas'],
  ['Farida Qureshi', 'Aslam Qureshi'],
  ['Suresh Patel', 'Dinesh Patel'],
  ['Meena Kumari', 'Raj Kumar'],
  ['Arjun Singh', 'Harpal Singh'],
  ['Kavita Joshi', 'Prakash Joshi'],
  ['Rahul Verma', 'Sunil Verma'],
];

let phoneSeq = 0;
/** Indian mobile numbers unique to this process (and to the run, by the clock). */
function uniquePhone(): string {
  phoneSeq += 1;
  return `+9198${String(Date.now() % 1e5).padStart(5, '0')}${String(phoneSeq).padStart(3, '0')}`;
}

export async function seedDemoData(app: RunningApp): Promise<DemoData> {
  await seedLookups(app, LOOKUPS);
  const collector = await app.createCollector({ firstName: 'Priya', lastName: 'Nair' });
  const other = await app.createCollector({ firstName: 'Karan', lastName: 'Mehta' });

  const people: Person[] = [];
  for (const [index, [name, fatherName]] of NAMES.entries()) {
    const by = index % 3 === 2 ? other : collector;
    const token = await app.collectorToken(by.phone, by.password);
    const religion = name.includes('Ansari') || name.includes('Qureshi') ? 'Muslim' : 'Hindu';
    people.push(
      await registerPerson(app, token, {
        name,
        fatherName,
        wardNo: String(3 + ((index * 5) % 17)),
        areaName: AREAS[index % AREAS.length],
        phone: uniquePhone(),
        ...(index % 2 === 0 && { whatsappNumber: uniquePhone() }),
        householdSize: 2 + (index % 5),
        religion,
        caste: LOOKUPS[religion]![index % LOOKUPS[religion]!.length],
        ...(index % 3 === 0 && { gps: '12.971599, 77.594563' }),
      }),
    );
  }
  // The newest of `collector`'s people (Kavita Joshi): on the first page whether a list is sorted
  // by name or newest first.
  const person = people.filter((p) => p.createdBy?.phone === collector.phone).at(-1)!;
  // The office's review (issue 30): one verified, one of `collector`'s sent back (the collector's
  // dashboard lists it above My People), the rest pending.
  const admin = await app.adminToken();
  const review = (id: string, body: object) =>
    ok(app.call('PUT', `/admin/people/${id}/review`, body, admin), 200);
  await review(people[1]!.id, { status: 'verified' });
  await review(people[0]!.id, {
    status: 'needs_correction',
    comment: "The father's name looks misspelt; please check it with the household.",
  });
  // A supervisor of the first wards (issue 38), `collector` assigned to them.
  const supervisor = { email: 'sarita.supervisor@example.org', password: 'Supervisor-Pass1' };
  const made = await ok(
    app.call<{ id: string }>(
      'POST',
      '/admin/supervisors',
      {
        firstName: 'Sarita',
        lastName: 'Gurung',
        phone: uniquePhone(),
        wards: [3, 4, 5, 6, 7, 8],
        ...supervisor,
      },
      admin,
    ),
    201,
  );
  const { firstName, lastName, phone } = collector;
  await ok(
    app.call(
      'PUT',
      `/admin/users/${collector.id}`,
      { firstName, lastName, phone, supervisorId: made.id },
      admin,
    ),
    200,
  );
  // The supervisor's second factor (issue 39): an authenticator app, enrolled as the app would.
  const session = await ok(
    app.call<{ token?: string; challenge?: string }>('POST', '/auth/admin/login', {
      emailOrPhone: supervisor.email,
      password: supervisor.password,
    }),
    200,
  );
  // The session, or (MFA_REQUIRED=office) the set-up challenge that opens only enrolment.
  const bearer = session.token ?? session.challenge;
  const { secret } = await ok(
    app.call<{ secret: string }>('POST', '/auth/mfa/totp/setup', {}, bearer),
    200,
  );
  const code = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate();
  const { recoveryCodes } = await ok(
    app.call<{ recoveryCodes: string[] }>('POST', '/auth/mfa/totp/confirm', { code }, bearer),
    200,
  );
  const nextRecoveryCode = () => {
    const next = recoveryCodes.shift();
    if (!next) throw new Error("the supervisor's recovery codes are used up");
    return next;
  };
  let spares = 0;
  const newOfficeAccount = async () => {
    spares += 1;
    const email = `kiran.spare${spares}@example.org`;
    const spare = { firstName: 'Kiran', lastName: `Spare${spares}`, email, wards: [3] };
    await ok(
      app.call(
        'POST',
        '/admin/supervisors',
        { ...spare, phone: uniquePhone(), password: supervisor.password },
        await app.adminToken(),
      ),
      201,
    );
    const account = app.officeAccount(email, supervisor.password);
    await account.signIn(); // its first sign-in enrols the app
    return account;
  };
  return {
    collector,
    other,
    person,
    newPhone: uniquePhone,
    supervisor: { ...supervisor, nextRecoveryCode },
    newOfficeAccount,
  };
}
