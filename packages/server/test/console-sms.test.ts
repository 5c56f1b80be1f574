// The default SMS_PROVIDER=console as a developer meets it in the terminal of `npm start`: each
// one-time code on a line of its own, apart from the JSON log, and the code it prints works.
// On PostgreSQL too when TEST_DATABASE_URL is set (the server process gets a fresh database).
import { apiCall } from './support/api-call.mjs';
import { startFakeSmsGateway } from './support/fake-sms-gateway';
import { officeAccount } from './support/office-sign-in.mjs';
import { startServerProcess, type ServerProcess } from './support/server-process';

jest.setTimeout(120_000);

const ADMIN = { emailOrPhone: 'admin@example.org', password: 'Admin-Passw0rd!' };
const COLLECTOR = {
  firstName: 'Meena',
  lastName: 'Field',
  phone: '9812345670',
  password: 'Collector-Pass1',
};

async function post(server: ServerProcess, url: string, body: unknown, token?: string) {
  const res = await fetch(`${server.baseUrl}/api${url}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** A collector's session on the running server (created by the first administrator). */
async function collectorToken(server: ServerProcess): Promise<string> {
  // MFA_REQUIRED=office: the admin enrols an authenticator app at this first sign-in.
  const admin = await officeAccount({
    call: (method, url, body, token) => apiCall(server.baseUrl, method, url, body, token),
    ...ADMIN,
  }).signIn();
  expect((await post(server, '/admin/users', COLLECTOR, admin)).status).toBe(201);
  const user = await post(server, '/auth/user/login', {
    phone: COLLECTOR.phone,
    password: COLLECTOR.password,
  });
  expect(user.status).toBe(200);
  return user.body.token as string;
}

const stop = async (server: ServerProcess | undefined) => {
  if (!server) return;
  server.child.kill('SIGTERM');
  await server.exited;
  await server.dispose();
};

describe('SMS_PROVIDER=console', () => {
  let server: ServerProcess | undefined;
  afterEach(async () => {
    await stop(server);
    server = undefined;
  });

  it('prints each code on a line of its own on stderr, readable, and keeps it out of the JSON log', async () => {
    server = await startServerProcess('main', { SMS_PROVIDER: 'console', OTP_TTL_SECONDS: '300' });
    const token = await collectorToken(server);

    const sent = await post(server, '/otp/send', { phone: '91000 00001' }, token);
    expect(sent.status).toBe(200);
    const s = server;
    await s.logged(/One-time code for [^\n]*\n\n/);

    // A blank line either side, two spaces in, the phone grouped as it is read.
    const match =
      /(?:^|\n)\n {2}One-time code for \+91 91000 00001: (\d{6}) \(valid 5 minutes\)\n\n/.exec(
        s.stderr(),
      );
    expect({ match: Boolean(match), stderr: s.stderr() }).toMatchObject({ match: true });
    const code = match![1]!;

    // The JSON log (stdout) still tells that a message went out, without the code.
    await s.logged(/"sms"[^\n]*\n/);
    const events = s
      .stdout()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { sms?: { to: string; provider: string } });
    expect(events.find((e) => e.sms)?.sms).toEqual({ to: '+919100000001', provider: 'console' });
    expect(s.stdout()).not.toContain(code);

    // The printed code is the one the server checks.
    const verified = await post(server, '/otp/verify', { phone: '+91 91000 00001', code }, token);
    expect(verified.status).toBe(200);
    expect(verified.body.message).toBe('OTP verified successfully.');
  });

  it('with a real gateway no code reaches the process output at all', async () => {
    const gateway = await startFakeSmsGateway();
    try {
      server = await startServerProcess('main', {
        SMS_PROVIDER: 'webhook',
        SMS_WEBHOOK_URL: gateway.url,
      });
      const token = await collectorToken(server);
      expect((await post(server, '/otp/send', { phone: '9100000002' }, token)).status).toBe(200);
      const code = gateway.lastCodeFor('+919100000002');
      expect(code).toMatch(/^\d{6}$/);
      // Flushes the log: the request's own lines are written before the reply to the next one.
      await fetch(`${server.baseUrl}/api/health`);
      expect(server.output()).toContain('/api/otp/send');
      expect(server.output()).not.toContain(code!);
      expect(server.output()).not.toContain('One-time code');
    } finally {
      await gateway.close();
    }
  });
});
