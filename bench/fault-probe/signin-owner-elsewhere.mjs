// Sign-in limits an attacker cannot turn against the owner (issue 28, item 4). Before: five wrong
// passwords from anywhere locked a collector out for 15 minutes, the right password included.
// Now 300 parallel wrong passwords from one address check at most LOGIN_MAX_FAILURES (5) and
// lock that address out of the account; the owner signing in from another address gets in.
//   node bench/fault-probe/signin-owner-elsewhere.mjs
import { rmSync } from 'node:fs';
import { adminToken, call, newDataDir, probeFetch, report, startServer } from './lib.mjs';

const ATTACKER = '203.0.113.66';
const OWNER = '198.51.100.10';
const collector = { firstName: 'Owner', lastName: 'Probe', phone: '+919811100066', password: 'Owner-Probe-Pass1' };

const dataDir = newDataDir();
// TRUST_PROXY: the probe plays the proxy, naming each client in X-Forwarded-For.
const server = await startServer({ dataDir, env: { TRUST_PROXY: 'true' } });
const signIn = async (password, address) => {
  const res = await probeFetch(`${server.baseUrl}/api/auth/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ phone: collector.phone, password }),
  });
  await res.arrayBuffer();
  return res.status;
};
try {
  const created = await call(server.baseUrl, 'POST', '/admin/users', collector, await adminToken(server.baseUrl));
  if (created.status !== 201) throw new Error(`creating the collector failed: ${created.status}`);

  const burst = await Promise.all(Array.from({ length: 300 }, () => signIn('wrong-password', ATTACKER)));
  const checked = burst.filter((s) => s !== 429).length;
  const attackerWithRightPassword = await signIn(collector.password, ATTACKER);
  const ownerElsewhere = await signIn(collector.password, OWNER);
  report({
    probe: 'owner signs in from another address while an attacker is locked out',
    ok: checked <= 5 && attackerWithRightPassword === 429 && ownerElsewhere === 200,
    burst: 300,
    reachedPasswordCheck: checked,
    attackerWithRightPassword,
    ownerElsewhere,
  });
} finally {
  server.child.kill('SIGTERM');
  await server.exited;
  rmSync(dataDir, { recursive: true, force: true });
}
