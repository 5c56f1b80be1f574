// The accounts the signed-in benches use, and the sign-ins that give a bench the session a real
// sign-in leaves in the browser, so it can open a signed-in page directly. ADMIN is the server's
// first admin (startProductionServer creates it); COLLECTOR is created by that admin through the
// API. Every bench starts its own server on its own temporary database (prod-server.mjs), so one
// set of accounts serves all of them, even two benches running at the same time.

export const ADMIN = {
  email: 'bench-admin@example.org',
  phone: '+919800000081',
  password: 'Bench-Passw0rd!',
};
export const COLLECTOR = {
  firstName: 'Bench',
  lastName: 'Collector',
  phone: '+919700000082',
  password: 'Collector-Pass1',
};

/** Signs ADMIN in; resolves to the API's answer, `{ token, admin }`. */
export function signInAdmin(server) {
  return server.call('POST', '/auth/admin/login', {
    emailOrPhone: ADMIN.email,
    password: ADMIN.password,
  });
}

/** Creates COLLECTOR with the admin's token and signs them in; resolves to `{ token, user }`. */
export async function createAndSignInCollector(server, adminToken) {
  await server.call('POST', '/admin/users', COLLECTOR, adminToken);
  return server.call('POST', '/auth/user/login', {
    phone: COLLECTOR.phone,
    password: COLLECTOR.password,
  });
}

/**
 * The session object the shell stores in localStorage after a sign-in, the same shape as
 * packages/session's `setSignedIn` writes: only the signed-in role's profile is set.
 */
export function storedSession(role, token, profile) {
  return {
    token,
    role,
    admin: role === 'admin' ? profile : null,
    user: role === 'user' ? profile : null,
    authenticated: true,
  };
}
