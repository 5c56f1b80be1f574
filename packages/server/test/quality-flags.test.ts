/* eslint-disable @typescript-eslint/no-explicit-any -- tests read loosely typed JSON bodies */
import { recomputeQuality } from '../src/services/quality-recompute';
import { personFields, startTestApp, type Collector, type TestApp } from './support/test-app';

jest.setTimeout(180_000);

// Issue 30: the quality flags the server computes on every save, for the saved person and the
// people the save affects, and their recompute; on constructed data, on both databases.

let t: TestApp;
let admin: string;
let asha: Collector;
let bina: Collector;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.adminToken();
  asha = await t.createCollector({ firstName: 'Asha', lastName: 'Rai' });
  bina = await t.createCollector({ firstName: 'Bina', lastName: 'Thapa' });
});
afterAll(() => t?.close());

/** A person's flags once the upkeep after the saves so far has run (services/quality-queue.ts). */
const flagsOf = async (id: string): Promise<string[]> => {
  await t.app.quality.settled();
  return (await t.call('GET', `/admin/people/${id}`, { token: admin })).body.flags;
};
/** Names unlike each other (no duplicate flag between them): pseudo-random 6-letter words. */
let seq = 0;
const word = (n: number) =>
  Array.from({ length: 6 }, (_, k) =>
    String.fromCharCode(97 + ((n * 7919 + k * 104_729 + k * k * 31) % 26)),
  ).join('');
const uniqueName = () => {
  seq += 1;
  return {
    name: `${word(seq)} ${word(seq + 1000)}`,
    fatherName: `${word(seq + 2000)} ${word(seq + 3000)}`,
  };
};
const gps = (lat: number, lon: number) => `${lat.toFixed(6)}, ${lon.toFixed(6)}`;
const put = (c: Collector, id: string, fields: Record<string, unknown>) =>
  t.call('PUT', `/user/people/${id}`, { token: c.token, body: personFields(fields) });
const putFlags = async (c: Collector, id: string, fields: Record<string, unknown>) => {
  expect((await put(c, id, fields)).status).toBe(200);
  return flagsOf(id);
};

describe('no_location', () => {
  it('flags no GPS or an address, and clears once a position is given', async () => {
    const none = await t.createPerson(asha.token, { ...uniqueName(), wardNo: 'N1' });
    // At once, in the answer to the save: the save's own statement sets no_location.
    expect(none.flags).toEqual(['no_location']);
    expect(await flagsOf(none.id)).toEqual(['no_location']);
    const address = await t.createPerson(asha.token, {
      ...uniqueName(),
      wardNo: 'N1',
      gps: 'Near the water tank',
    });
    expect(await flagsOf(address.id)).toEqual(['no_location']);
    const fixed = await put(asha, address.id, {
      name: address.name,
      fatherName: address.fatherName,
      wardNo: 'N1',
      gpsLocation: gps(27.1, 85.1),
    });
    expect([fixed.status, fixed.body]).toEqual([200, expect.objectContaining({ flags: [] })]);
  });
});

describe('far_from_ward', () => {
  // Ward F1's households about 200 m apart around (27.7, 85.3); the far one 8 km north.
  const near = (i: number) => gps(27.7 + (i % 4) * 0.002, 85.3 + Math.floor(i / 4) * 0.002);
  const far8km = gps(27.7 + 8 / 111.2, 85.3);
  let farOne: any;
  let nearOnes: any[];

  it('waits for 10 other located households in the ward, then flags one 8 km away', async () => {
    nearOnes = [];
    // Two collectors take turns: no five of one collector's within 30 m anyway, but keep it plain.
    for (let i = 0; i < 9; i += 1)
      nearOnes.push(
        await t.createPerson(i % 2 ? asha.token : bina.token, {
          ...uniqueName(),
          wardNo: 'F1',
          gps: near(i),
        }),
      );
    // A household without a position does not count towards the 10.
    await t.createPerson(asha.token, { ...uniqueName(), wardNo: 'f1' });
    farOne = await t.createPerson(bina.token, { ...uniqueName(), wardNo: 'F1', gps: far8km });
    expect(await flagsOf(farOne.id)).toEqual([]); // 9 others only
    // The tenth other household (ward spelled in another case: the same ward) flags it.
    nearOnes.push(
      await t.createPerson(asha.token, { ...uniqueName(), wardNo: 'f1', gps: near(9) }),
    );
    expect(await flagsOf(farOne.id)).toEqual(['far_from_ward']);
    for (const p of nearOnes) expect(await flagsOf(p.id)).toEqual([]);
  });

  it('clears when the household is moved back into the ward, and follows a change of ward', async () => {
    const moved = await put(bina, farOne.id, {
      name: farOne.name,
      fatherName: farOne.fatherName,
      wardNo: 'F1',
      gpsLocation: near(10),
    });
    expect(await flagsOf(moved.body.id)).toEqual([]);
    const away = await put(bina, farOne.id, {
      name: farOne.name,
      fatherName: farOne.fatherName,
      wardNo: 'F1',
      gpsLocation: far8km,
    });
    expect(await flagsOf(away.body.id)).toEqual(['far_from_ward']);
    // In a ward of its own it is far from nobody.
    const elsewhere = await put(bina, farOne.id, {
      name: farOne.name,
      fatherName: farOne.fatherName,
      wardNo: 'F2',
      gpsLocation: far8km,
    });
    expect(await flagsOf(elsewhere.body.id)).toEqual([]);
  });

  it('honours QUALITY_FAR_KM (5 km by default): 4 km away is not far', async () => {
    const p = await t.createPerson(asha.token, {
      ...uniqueName(),
      wardNo: 'F1',
      gps: gps(27.7 + 4 / 111.2, 85.3),
    });
    expect(await flagsOf(p.id)).toEqual([]);
  });
});

describe('same_spot', () => {
  it('flags all five households one collector saved from one spot within 20 minutes', async () => {
    const c = await t.createCollector({ firstName: 'Spot', lastName: 'One' });
    const spot = (i: number) => gps(26.5 + i * 0.00005, 87.2); // about 5.5 m apart: all within 30 m
    const ids: string[] = [];
    // Four saved earlier, 5 minutes apart (set in the database: the API stamps the time of saving).
    for (let i = 0; i < 4; i += 1) {
      const p = await t.createPerson(c.token, { ...uniqueName(), wardNo: 'S1', gps: spot(i) });
      await t.app.db.query(
        `UPDATE people SET created_at = now() - make_interval(mins => $2) WHERE id = $1`,
        [p.id, 20 - i * 5],
      );
      ids.push(p.id);
      expect(await flagsOf(p.id)).toEqual([]);
    }
    const fifth = await t.createPerson(c.token, { ...uniqueName(), wardNo: 'S1', gps: spot(4) });
    ids.push(fifth.id);
    expect(await flagsOf(fifth.id)).toEqual(['same_spot']);
    for (const id of ids) expect(await flagsOf(id)).toEqual(['same_spot']);

    // Another collector at the same spot is another story.
    const other = await t.createPerson(asha.token, { ...uniqueName(), wardNo: 'S1', gps: spot(2) });
    expect(await flagsOf(other.id)).toEqual([]);

    // One moved 1 km away: four remain, none flagged.
    const row = (await t.call('GET', `/user/people/${fifth.id}`, { token: c.token })).body;
    const moved = await put(c, fifth.id, {
      name: row.name,
      fatherName: row.fatherName,
      wardNo: 'S1',
      gpsLocation: gps(26.51, 87.2),
    });
    expect(await flagsOf(moved.body.id)).toEqual([]);
    for (const id of ids.slice(0, 4)) expect(await flagsOf(id)).toEqual([]);
  });

  it('does not flag five from one spot spread over more than an hour', async () => {
    const c = await t.createCollector({ firstName: 'Spot', lastName: 'Two' });
    for (let i = 0; i < 4; i += 1) {
      const p = await t.createPerson(c.token, {
        ...uniqueName(),
        wardNo: 'S2',
        gps: gps(26.6, 87.3),
      });
      await t.app.db.query(
        `UPDATE people SET created_at = now() - make_interval(mins => $2) WHERE id = $1`,
        [p.id, 200 - i * 45],
      );
    }
    const last = await t.createPerson(c.token, {
      ...uniqueName(),
      wardNo: 'S2',
      gps: gps(26.6, 87.3),
    });
    expect(await flagsOf(last.id)).toEqual([]);
  });
});

describe('possible_duplicate', () => {
  it('flags both of a near-duplicate pair in one ward, and clears both when one is renamed', async () => {
    const first = await t.createPerson(asha.token, {
      name: 'Seeta Sharma',
      fatherName: 'Ram Prasad Sharma',
      wardNo: 'D1',
      gps: gps(25.1, 86.1),
    });
    expect(await flagsOf(first.id)).toEqual([]);
    // Another ward and another area: no match (the same area would be: duplicate-pairs.test.ts).
    const elsewhere = await t.createPerson(bina.token, {
      name: 'Sita Sharma',
      fatherName: 'Ram Prasad Sharma',
      wardNo: 'D2',
      areaName: 'Shanti Nagar',
      gps: gps(25.2, 86.2),
    });
    expect(await flagsOf(elsewhere.id)).toEqual([]);
    const second = await t.createPerson(bina.token, {
      name: 'Sita Sharma',
      fatherName: 'Ram Prasad Sharma',
      wardNo: 'd1',
      gps: gps(25.3, 86.3),
    });
    expect(await flagsOf(second.id)).toEqual(['possible_duplicate']);
    expect(await flagsOf(first.id)).toEqual(['possible_duplicate']);

    const renamed = await put(bina, second.id, {
      name: 'Gopal Thapa',
      fatherName: 'Hari Bahadur Thapa',
      wardNo: 'D1',
      gpsLocation: gps(25.3, 86.3),
    });
    expect(await flagsOf(renamed.body.id)).toEqual([]);
    expect(await flagsOf(first.id)).toEqual([]);

    // Renamed back, then deleted: the partner's flag goes with it.
    await put(bina, second.id, {
      name: 'Sita Sharma',
      fatherName: 'Ram Prasad Sharma',
      wardNo: 'D1',
      gpsLocation: gps(25.3, 86.3),
    });
    expect(await flagsOf(first.id)).toEqual(['possible_duplicate']);
    expect((await t.call('DELETE', `/admin/people/${second.id}`, { token: admin })).status).toBe(
      204,
    );
    expect(await flagsOf(first.id)).toEqual([]);
  });

  it('a read waits for the upkeep already queued: what a save set is what the next read shows', async () => {
    const person = await t.createPerson(asha.token, { wardNo: 'D9', gps: gps(25.9, 86.9) });
    await t.app.quality.settled();
    // A slow upkeep job (as under load), queued as a save queues one; the reads come at once. On
    // PostgreSQL they would otherwise take another pooled connection and read the old flags.
    t.app.quality.add(async (tx) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await tx.query('UPDATE people SET flags = 8 WHERE id = $1', [person.id]);
    });
    const [one, found] = await Promise.all([
      t.call('GET', `/admin/people/${person.id}`, { token: admin }),
      t.call('GET', '/admin/people/search?flag=possible_duplicate&pageSize=100', { token: admin }),
    ]);
    expect(one.body.flags).toEqual(['possible_duplicate']);
    expect(found.body.items.map((p: any) => p.id)).toContain(person.id);
    // Back to its true flags (none: alone in its ward, located) for the recompute test below.
    t.app.quality.add((tx) =>
      tx.query('UPDATE people SET flags = 0 WHERE id = $1', [person.id]).then(() => undefined),
    );
    await t.app.quality.settled();
  });

  it('of three namesakes, two keep the flag when the third is renamed; the last one loses it', async () => {
    const fields = {
      name: 'Bishnu Prasad Adhikari',
      fatherName: 'Krishna Prasad Adhikari',
      wardNo: 'D4',
    };
    const [a, b, c] = [
      await t.createPerson(asha.token, { ...fields, gps: gps(25.7, 86.7) }),
      await t.createPerson(asha.token, {
        ...fields,
        name: 'Vishnu Prasad Adhikari',
        gps: gps(25.71, 86.7),
      }),
      await t.createPerson(bina.token, { ...fields, gps: gps(25.72, 86.7) }),
    ];
    for (const p of [a, b, c]) expect(await flagsOf(p.id)).toEqual(['possible_duplicate']);
    const other = {
      name: 'Maya Rai',
      fatherName: 'Bir Bahadur Rai',
      wardNo: 'D4',
      gpsLocation: gps(25.72, 86.7),
    };
    expect(await putFlags(bina, c.id, other)).toEqual([]);
    expect(await flagsOf(a.id)).toEqual(['possible_duplicate']);
    expect(await flagsOf(b.id)).toEqual(['possible_duplicate']);
    expect(
      await putFlags(asha, b.id, { ...other, name: 'Sunita Rai', gpsLocation: gps(25.71, 86.7) }),
    ).toEqual([]);
    expect(await flagsOf(a.id)).toEqual([]);
  });

  it('an admin edit keeps the flags current too', async () => {
    const a = await t.createPerson(asha.token, {
      name: 'Laxmi Gurung',
      fatherName: 'Dhan Bahadur Gurung',
      wardNo: 'D3',
      gps: gps(25.5, 86.5),
    });
    const b = await t.createPerson(bina.token, {
      name: 'Tara Magar',
      fatherName: 'Dil Kumar Magar',
      wardNo: 'D3',
      gps: gps(25.6, 86.6),
    });
    expect(await flagsOf(b.id)).toEqual([]);
    const body = {
      ...personFields({ name: 'Lakshmi Gurung', fatherName: 'Dhan Bahadur Gurung', wardNo: 'D3' }),
      whatsappNumber: null,
      gpsLocation: null,
    };
    const res = await t.call('PUT', `/admin/people/${b.id}`, { token: admin, body });
    expect(await flagsOf(res.body.id)).toEqual(['no_location', 'possible_duplicate']);
    expect(await flagsOf(a.id)).toEqual(['possible_duplicate']);
  });
});

describe('the filters and counts see computed flags', () => {
  it('flag=any on the admin search and the dashboard count', async () => {
    await t.app.quality.settled();
    const res = await t.call('GET', '/admin/people/search?flag=same_spot&pageSize=100', {
      token: admin,
    });
    expect(res.body.items.every((p: any) => p.flags.includes('same_spot'))).toBe(true);
    const [row] = await t.app.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM people WHERE flags <> 0',
    );
    expect((await t.call('GET', '/admin/stats', { token: admin })).body.review.flagged).toBe(
      row!.n,
    );
  });
});

describe('quality:recompute', () => {
  it('computes the same flags from scratch', async () => {
    await t.app.quality.settled();
    const before = await t.app.db.query<{ id: string; flags: number }>(
      'SELECT id, flags FROM people ORDER BY id',
    );
    expect(before.some((r) => r.flags !== 0)).toBe(true);
    await t.app.db.query('UPDATE people SET flags = 0');
    await t.app.db.query('DELETE FROM ward_centres');
    const phases: string[] = [];
    const r = await recomputeQuality(t.app.db, t.config.qualityFarMeters, (p) =>
      phases.push(p.phase),
    );
    expect(r.people).toBe(before.length);
    expect(phases).toContain('people');
    const after = await t.app.db.query<{ id: string; flags: number }>(
      'SELECT id, flags FROM people ORDER BY id',
    );
    expect(after).toEqual(before);
    // The counts the triggers keep followed the bulk updates.
    const [row] = await t.app.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM people WHERE flags <> 0',
    );
    expect((await t.call('GET', '/admin/stats', { token: admin })).body.review.flagged).toBe(
      row!.n,
    );
  });
});
