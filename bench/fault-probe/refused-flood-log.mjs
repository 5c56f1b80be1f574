// A flood does not fill the activity log (issue 28, item 5). Before: 4,695 refused sign-ins in
// 15 s wrote about 5,000 `auth.login.locked` events. Now refusals while a lock lasts are logged
// once per account, address and window (the count follows when the window ends): 5,000 refused
// sign-ins and 1,000 refused one-time codes must leave at most 20 new events.
//   node bench/fault-probe/refused-flood-log.mjs
import { rmSync } from 'node:fs';
import { adminToken, call, newDataDir, probeFetch, report, startServer } from './lib.mjs';

const SIGN_INS = 5000;
const CODES = 1000;
const BATCH = 250;
const collector = { firstName: 'Flood', lastName: 'Probe', phone: '+919811100077', password: 'Flood-Probe-Pass1' };

/** `count` requests, BATCH at a time; the statuses seen, by status. */
async function flood(count, request) {
  const byStatus = {};
  for (let done = 0; done < count; done += BATCH) {
    const batch = await Promise.all(Array.from({ length: Math.min(BATCH, count - done) }, request));
    for (const res of batch) {
      byStatus[res.status] = (byStatus[res.status] ?? 0) + 1;
      await res.arrayBuffer();
    }
  }
  return byStatus;
}

const dataDir = newDataDir();
const server = await startServer({ dataDir });
try {
  const admin = await adminToken(server.baseUrl);
  if ((await call(server.baseUrl, 'POST', '/admin/users', collector, admin)).status !== 201) {
    throw new Error('creating the collector failed');
  }
  const login = await call(server.baseUrl, 'POST', '/auth/user/login', collector);
  const newestSeq = async () =>
    (await call(server.baseUrl, 'GET', '/admin/audit?limit=1', undefined, admin)).body.items[0]?.seq ?? 0;
  const before = await newestSeq();

  const started = Date.now();
  const signIns = await flood(SIGN_INS, () =>
    probeFetch(`${server.baseUrl}/api/auth/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: collector.phone, password: 'wrong-password' }),
    }),
  );
  const codes = await flood(CODES, () =>
    probeFetch(`${server.baseUrl}/api/otp/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${login.body.token}` },
      body: JSON.stringify({ phone: '+919811100088', code: '123456' }),
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  const events = (await call(server.baseUrl, 'GET', '/admin/audit?limit=200', undefined, admin)).body.items.filter(
    (e) => e.seq > before,
  );
  const actions = {};
  for (const e of events) actions[e.action] = (actions[e.action] ?? 0) + 1;
  report({
    probe: `${SIGN_INS + CODES} refused requests leave at most 20 events`,
    ok: events.length <= 20 && (signIns[429] ?? 0) >= SIGN_INS - 5 && codes[400] === CODES,
    signIns,
    codes,
    newEvents: events.length,
    actions,
    seconds,
  });
} finally {
  server.child.kill('SIGTERM');
  await server.exited;
  rmSync(dataDir, { recursive: true, force: true });
}
