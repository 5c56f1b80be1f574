// One JSON call to a running API over a real port, for every test tool that starts the server as
// a process or on a port of its own: the server tests (admin-cli.test.ts), the browser tests
// (e2e/support/app.ts) and the fault probes (bench/fault-probe/lib.mjs). Plain JavaScript so
// that node runs it without a TypeScript loader; its types are in api-call.d.mts.

/* global fetch -- Node 20 has it */
export async function apiCall(baseUrl, method, url, body, token) {
  const res = await fetch(`${baseUrl}/api${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}
