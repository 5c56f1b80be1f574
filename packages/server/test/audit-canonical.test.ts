/* eslint-disable @typescript-eslint/no-explicit-any -- tests read loosely typed JSON bodies */
import { verifyChain } from '../src/db/queries/audit';
import { hasCharacterNotInName } from '../src/lib/text-guard';
import { recordEvent } from '../src/services/audit';
import { startTestApp, type TestApp } from './support/test-app';

jest.setTimeout(120_000);

// audit_append (migration 0007) writes the canonical JSON by concatenation for speed, while
// audit:verify recomputes every hash from jsonb's own text (audit_canonical, migration 0006).
// The two must agree byte for byte on any value a user can type, or a sound log would read as
// tampered with: these events carry quotes, backslashes, control characters, non-ASCII text,
// nulls and numbers, and the chain must still verify.
const AWKWARD = [
  'plain',
  'quote " and \'apostrophe\'',
  'back\\slash \\" and \\\\',
  'new\nline, tab\t, return\r, bell\u0007, unit separator\u001f, delete\u007f',
  'देवनागरी लिपि · Ümlaut · 😀 · \u2028 line separator',
  '</script><script>alert(1)</script>',
  '{"json": "looking"}',
  '',
];

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

describe('the hash written by audit_append is the one audit:verify recomputes', () => {
  it('for awkward text in every field, null fields and numbers in the details', async () => {
    const before = (await verifyChain(t.app.db)).count;
    for (const [i, text] of AWKWARD.entries()) {
      await recordEvent(t.app.db, {
        actor: { type: i % 2 ? 'anonymous' : 'admin', id: i % 2 ? null : '00000000-0000-4000-8000-000000000001', name: i % 2 ? null : text },
        action: 'auth.login.failed',
        entityType: i % 3 ? null : text,
        entityId: i % 3 ? null : text,
        clientAddress: i % 4 ? text : null,
        details: { identifier: text, nested: { list: [text, null, 1.5, -0, 1e21, 2 ** 53 + 2, 0.1 + 0.2], empty: {} } },
      });
    }
    const result = await verifyChain(t.app.db);
    expect(result.broken).toBeUndefined();
    expect(result.count).toBe(before + AWKWARD.length);
  });

  it('for a person update through the API whose changes hold awkward text', async () => {
    const token = await t.adminToken();
    const c = await t.createCollector();
    const person = await t.createPerson(c.token);
    for (const text of AWKWARD.filter((x) => x.trim() !== '' && !x.includes('\n'))) {
      // A name refuses controls and separators (issue 45): such text goes to the caste instead.
      const asName = !hasCharacterNotInName(text);
      const res = await t.call('PUT', `/admin/people/${person.id}`, {
        token,
        body: {
          name: asName ? text.slice(0, 100) : 'Line Separator', fatherName: 'Mohan "Kumar"', wardNo: '12',
          areaName: asName ? text.slice(0, 100) : 'Chowk', householdSize: 4, religion: 'Hindu',
          caste: asName ? 'Brahmin' : text.slice(0, 100), whatsappNumber: null, gpsLocation: null,
        },
      });
      expect(res.status).toBe(200);
    }
    const history = await t.call('GET', `/admin/people/${person.id}/history`, { token });
    const updates = history.body.items.filter((e: any) => e.action === 'person.updated');
    expect(updates.length).toBeGreaterThanOrEqual(5);
    expect(updates[0].details.changes.name).toEqual(['Ravi Kumar', 'plain']);
    const result = await verifyChain(t.app.db);
    expect(result.broken).toBeUndefined();
  });
});

describe('parallel person updates', () => {
  it('30 at once each append one event, on one unbroken chain', async () => {
    const token = await t.adminToken();
    const c = await t.createCollector();
    const people = [];
    for (let i = 0; i < 30; i += 1) people.push(await t.createPerson(c.token));
    const before = (await verifyChain(t.app.db)).count;
    const results = await Promise.all(
      people.map((p, i) =>
        t.call('PUT', `/admin/people/${p.id}`, {
          token,
          body: {
            name: `Parallel ${i}`, fatherName: 'Mohan Kumar', wardNo: String(i), areaName: 'Gandhi Nagar',
            householdSize: 4, religion: 'Hindu', caste: 'Brahmin', whatsappNumber: null, gpsLocation: null,
          },
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(30).fill(200));
    const chain = await verifyChain(t.app.db);
    expect(chain).toEqual({ count: before + 30 });
    const history = await t.call('GET', `/admin/people/${people[7].id}/history`, { token });
    const update = history.body.items.find((e: any) => e.action === 'person.updated');
    expect(update.details).toEqual({
      name: 'Parallel 7',
      changes: { name: ['Ravi Kumar', 'Parallel 7'], wardNo: ['12', '7'] },
    });
  });
});
