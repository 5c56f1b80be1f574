// The admin command-line tool (`npm run admin`), run as a real process on a fresh database (a new
// PGlite folder, or a new database on the TEST_DATABASE_URL server); the accounts it writes are
// then used through the real API. With PGlite only one process may open the folder, so the
// server is started only while the tool is not running, as an operator would do it.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import pg from 'pg';
import { buildApp } from '../src/app';
import { adminRequest, USAGE } from '../src/cli/admin-request';
import { loadConfig } from '../src/config';
import { mfaClock } from '../src/services/mfa';
import { apiCall } from './support/api-call.mjs';
import { officeAccount, type ApiCall, type OfficeAccount } from './support/office-sign-in.mjs';

jest.setTimeout(180_000);

const ROOT = path.resolve(__dirname, '../../..');
const CLI = 'packages/server/src/cli/admin.ts';
const JWT_SECRET = 'cli-test-secret-0123456789-abcdefghijklmnopqrstuvwxyz';

let dataDir: string;
let databaseUrl: string | undefined;
let dropDatabase: (() => Promise<void>) | undefined;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'hr-cli-test-'));
  const base = process.env.TEST_DATABASE_URL;
  if (base) {
    const name = `hr_cli_${randomBytes(6).toString('hex')}`;
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    await client.query(`CREATE DATABASE ${name}`);
    await client.end();
    const url = new URL(base);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  }
});
afterAll(async () => {
  await dropDatabase?.();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `npm run admin -- ...args` the way npm does (tsx), on this file's database. */
function admin(...args: string[]): Promise<Run> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    JWT_SECRET,
    LOG_LEVEL: 'silent',
  };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...args], { cwd: ROOT, env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout: stdout.trim(), stderr: stderr.trim() }));
  });
}

/** The API of the server `withServer` runs now. */
let current: ApiCall | undefined;

/**
 * Starts the API on the same database, runs `run` against it, and stops it again. With
 * MFA_REQUIRED=office, production's policy: an admin the tool made enrols an authenticator app
 * at the first sign-in (`accountOf`).
 */
async function withServer<T>(run: (call: ApiCall) => Promise<T>): Promise<T> {
  const config = {
    ...loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      JWT_SECRET,
      LOG_LEVEL: 'silent',
      SMS_PROVIDER: 'console',
      MFA_REQUIRED: 'office',
    }),
    serveStatic: false,
  };
  const app = await buildApp(config, { logger: false });
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  current = (method, url, body, token) => apiCall(baseUrl, method, url, body, token);
  try {
    return await run(current);
  } finally {
    current = undefined;
    await app.close();
  }
}

/** An admin's sign-in with its second factor (office-sign-in.mjs) on whichever server runs. */
const accountOf = (emailOrPhone: string, password: string): OfficeAccount =>
  officeAccount({
    call: (method, url, body, token) => {
      if (!current) throw new Error('no server runs');
      return current(method, url, body, token);
    },
    emailOrPhone,
    password,
    now: () => mfaClock.now(),
  });

/** The second step of a sign-in whose password step asked for it: the account's next code. */
const secondStep = async (call: ApiCall, challenge: string, account: OfficeAccount) =>
  call('POST', '/auth/admin/login/mfa', { challenge, code: (await account.nextCode()).code });

const login = (emailOrPhone: string, password: string) => ({ emailOrPhone, password });

describe('npm run admin', () => {
  it('create: the new admin signs in through the API with the given email or phone', async () => {
    const created = await admin(
      'create',
      '--email',
      'Lead@Example.org',
      '--phone',
      '98123 45678',
      '--password',
      'First-Passw0rd',
      '--first-name',
      'Lata',
      '--last-name',
      'Rao',
    );
    expect(created).toMatchObject({ code: 0, stderr: '' });
    expect(created.stdout).toMatch(/^Created admin lead@example\.org \(id [0-9a-f-]{36}\)\.$/i);

    await withServer(async (call) => {
      const lead = accountOf('lead@example.org', 'First-Passw0rd');
      // The password is right; MFA_REQUIRED=office, so the new admin enrols an authenticator app.
      const byEmail = await call(
        'POST',
        '/auth/admin/login',
        login('lead@example.org', 'First-Passw0rd'),
      );
      expect(byEmail.status).toBe(200);
      expect(byEmail.body).toMatchObject({ mfaSetupRequired: true });
      const token = await lead.signIn();
      const byPhone = await call(
        'POST',
        '/auth/admin/login',
        login('+919812345678', 'First-Passw0rd'),
      );
      expect(byPhone.status).toBe(200);
      expect(byPhone.body).toMatchObject({ mfaRequired: true });
      const signedIn = await secondStep(call, byPhone.body.challenge, lead);
      expect(signedIn.status).toBe(200);
      expect(signedIn.body.admin).toMatchObject({
        firstName: 'Lata',
        lastName: 'Rao',
        phone: '+919812345678',
      });
      // A real admin session: the admin routes answer.
      expect((await call('GET', '/admin/users', undefined, token)).status).toBe(200);
      const wrong = await call(
        'POST',
        '/auth/admin/login',
        login('lead@example.org', 'Other-Passw0rd'),
      );
      expect(wrong).toMatchObject({ status: 401, body: { message: 'Invalid credentials' } });
    });
  });

  it('create refuses a second admin with the same email (exit 1, the reason on stderr)', async () => {
    expect(
      (await admin('create', '--email', 'dup@example.org', '--password', 'Dup-Passw0rd')).code,
    ).toBe(0);
    const again = await admin(
      'create',
      '--email',
      'DUP@example.org',
      '--password',
      'Another-Passw0rd',
    );
    expect(again).toMatchObject({
      code: 1,
      stdout: '',
      stderr: 'An admin with this email already exists',
    });
  });

  it('reset-password: the new password works, the old one and its sessions do not', async () => {
    const created = await admin(
      'create',
      '--email',
      'reset@example.org',
      '--phone',
      '98123 45679',
      '--password',
      'First-Passw0rd',
    );
    expect(created.code).toBe(0);
    const account = accountOf('reset@example.org', 'First-Passw0rd');
    const oldToken = await withServer(() => account.signIn());

    const reset = await admin(
      'reset-password',
      '--phone',
      '+91 98123 45679',
      '--password',
      'Second-Passw0rd',
    );
    expect(reset).toMatchObject({ code: 0, stderr: '' });
    expect(reset.stdout).toBe(
      'Password reset for reset@example.org; their open sessions have ended.',
    );

    await withServer(async (call) => {
      const old = await call(
        'POST',
        '/auth/admin/login',
        login('reset@example.org', 'First-Passw0rd'),
      );
      expect(old).toMatchObject({ status: 401, body: { message: 'Invalid credentials' } });
      const ended = await call('GET', '/admin/users', undefined, oldToken);
      expect(ended).toMatchObject({
        status: 401,
        body: { message: 'Session expired, please sign in again' },
      });
      const fresh = await call(
        'POST',
        '/auth/admin/login',
        login('reset@example.org', 'Second-Passw0rd'),
      );
      expect(fresh.status).toBe(200);
      // The new password, then the authenticator app (a new password keeps it).
      expect(fresh.body).toMatchObject({ mfaRequired: true });
      expect((await secondStep(call, fresh.body.challenge, account)).status).toBe(200);
    });
  });

  it('reset-mfa: a locked-out admin signs in with the password again; logged as mfa.reset by the command line', async () => {
    expect(
      (await admin('create', '--email', 'mfa@example.org', '--password', 'First-Passw0rd')).code,
    ).toBe(0);
    const totpAt = (secret: string, timestamp: number) =>
      new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
        timestamp,
      });
    // MFA_REQUIRED=office: the password opens the enrolment (its challenge) at the first sign-in.
    let enrolledAt = 0;
    await withServer(async (call) => {
      const first = await call(
        'POST',
        '/auth/admin/login',
        login('mfa@example.org', 'First-Passw0rd'),
      );
      expect(first.body).toMatchObject({ mfaSetupRequired: true });
      const setup = await call('POST', '/auth/mfa/totp/setup', undefined, first.body.challenge);
      enrolledAt = mfaClock.now();
      const code = totpAt(setup.body.secret, enrolledAt);
      expect(
        (await call('POST', '/auth/mfa/totp/confirm', { code }, first.body.challenge)).status,
      ).toBe(200);
      const step = await call(
        'POST',
        '/auth/admin/login',
        login('mfa@example.org', 'First-Passw0rd'),
      );
      expect(step.body).toMatchObject({ mfaRequired: true });
    });

    const reset = await admin('reset-mfa', 'MFA@example.org');
    expect(reset).toMatchObject({ code: 0, stderr: '' });
    expect(reset.stdout).toBe(
      'Second factors removed for mfa@example.org; they sign in with their password next.',
    );

    await withServer(async (call) => {
      // No factor left: the password alone opens the enrolment again, as at the first sign-in.
      const res = await call(
        'POST',
        '/auth/admin/login',
        login('mfa@example.org', 'First-Passw0rd'),
      );
      expect(res.body).toMatchObject({ mfaSetupRequired: true, challenge: expect.any(String) });
      const setup = await call('POST', '/auth/mfa/totp/setup', undefined, res.body.challenge);
      // A step after the first enrolment's (the server takes each step once), within the drift.
      const code = totpAt(setup.body.secret, Math.max(mfaClock.now(), enrolledAt + 30_000));
      const confirmed = await call('POST', '/auth/mfa/totp/confirm', { code }, res.body.challenge);
      expect(confirmed.body.token).toEqual(expect.any(String));
      const log = await call(
        'GET',
        '/admin/audit?action=mfa.reset',
        undefined,
        confirmed.body.token,
      );
      expect(log.status).toBe(200);
      expect(JSON.stringify(log.body)).toContain('command line');
    });
    expect(await admin('reset-mfa', 'nobody@example.org')).toMatchObject({
      code: 1,
      stderr: 'No office account with that email or phone',
    });
  });

  it('unlock: a locked-out office account signs in again at once; logged by the command line (issue 45)', async () => {
    expect(
      (await admin('create', '--email', 'locked@example.org', '--password', 'Locked-Passw0rd'))
        .code,
    ).toBe(0);
    await withServer(async (call) => {
      for (let i = 0; i < 5; i += 1) {
        expect(
          (await call('POST', '/auth/admin/login', login('locked@example.org', 'wrong-password')))
            .status,
        ).toBe(401);
      }
      expect(
        (await call('POST', '/auth/admin/login', login('locked@example.org', 'Locked-Passw0rd')))
          .status,
      ).toBe(429);
    });

    const unlocked = await admin('unlock', 'LOCKED@example.org');
    expect(unlocked).toMatchObject({ code: 0, stderr: '' });
    expect(unlocked.stdout).toBe(
      'Sign-in unlocked for locked@example.org (cleared 1 locked address(es), 0 locked device(s), a wait of 0 s).',
    );

    await withServer(async (call) => {
      const res = await call(
        'POST',
        '/auth/admin/login',
        login('locked@example.org', 'Locked-Passw0rd'),
      );
      expect(res.status).toBe(200);
      // MFA_REQUIRED=office: the password step passed; the admin enrols an app for a session.
      expect(res.body).toMatchObject({ mfaSetupRequired: true });
      const token = await accountOf('locked@example.org', 'Locked-Passw0rd').signIn();
      const log = await call(
        'GET',
        '/admin/audit?action=office_account.sign_in_unlocked',
        undefined,
        token,
      );
      expect(log.status).toBe(200);
      expect(log.body.items[0]).toMatchObject({
        actor: { type: 'anonymous' },
        details: { lockedAddresses: 1, by: 'command line' },
      });
    });
    expect(await admin('unlock', 'nobody@example.org')).toMatchObject({
      code: 1,
      stderr: 'No office account with that email or phone',
    });
  });

  it('reset-password for an unknown admin exits 1 with the reason on stderr', async () => {
    const res = await admin(
      'reset-password',
      '--email',
      'nobody@example.org',
      '--password',
      'Third-Passw0rd',
    );
    expect(res).toMatchObject({ code: 1, stdout: '', stderr: 'No admin with that email or phone' });
  });

  // What the tool refuses is decided before it opens the database (src/cli/admin-request.ts):
  // each case is checked there; the process's side of a refusal (exit 1, the reason alone on
  // stderr, nobody made) by the test after.
  it.each([
    ['a stray argument', ['create', 'lead@example.org'], 'Unexpected argument: lead@example.org'],
    [
      'no password',
      ['create', '--email', 'x@example.org'],
      '--password must have at least 8 characters',
    ],
    [
      'a short password',
      ['create', '--email', 'x@example.org', '--password', 'short'],
      '--password must have at least 8 characters',
    ],
    [
      'neither email nor phone',
      ['create', '--password', 'Long-Enough-1'],
      'Give --email or --phone',
    ],
    [
      'a bad email',
      ['create', '--email', 'not-an-email', '--password', 'Long-Enough-1'],
      '--email is not a valid email address',
    ],
    [
      'a bad phone',
      ['create', '--phone', '12345', '--password', 'Long-Enough-1'],
      '--phone is not a valid phone number',
    ],
    [
      'reset without email or phone',
      ['reset-password', '--password', 'Long-Enough-1'],
      'Give --email or --phone',
    ],
    [
      'reset-mfa without an account',
      ['reset-mfa'],
      'Give the account: npm run admin -- reset-mfa <email or phone>',
    ],
    [
      'unlock with a bad phone',
      ['unlock', '12345'],
      '12345 is not an email address or a valid phone number',
    ],
  ])('%s is refused with its reason', (_what, args, message) => {
    expect(() => adminRequest(args, 'IN')).toThrow(new Error(message));
  });

  it('no command prints the usage (exit 0), an unknown one too (exit 1)', () => {
    expect(adminRequest([], 'IN')).toEqual({ command: 'usage', exitCode: 0 });
    expect(adminRequest(['delete', '--email', 'a@b.co'], 'IN')).toEqual({
      command: 'usage',
      exitCode: 1,
    });
    expect(USAGE).toMatch(/^Usage:/);
  });

  it('bad arguments: exit 1, the reason alone on stderr, nothing on stdout, nobody made', async () => {
    // Addresses no other test uses, so what is found afterwards was made here or not at all.
    const attempts = [
      [
        ['create', '--email', 'short@example.org', '--password', 'short'],
        /^--password must have at least 8 characters$/,
      ],
      [['delete', '--email', 'verb@example.org', '--password', 'Long-Enough-1'], /^Usage:/],
    ] as const;
    for (const [args, reason] of attempts) {
      const res = await admin(...args);
      expect({ args, code: res.code, stdout: res.stdout }).toEqual({ args, code: 1, stdout: '' });
      expect(res.stderr).toMatch(reason);
    }
    await withServer(async (call) => {
      for (const who of ['short@example.org', 'verb@example.org']) {
        for (const password of ['short', 'Long-Enough-1']) {
          const res = await call('POST', '/auth/admin/login', login(who, password));
          expect({ who, ...res }).toMatchObject({
            who,
            status: 401,
            body: { message: 'Invalid credentials' },
          });
        }
      }
    });
  });
});
