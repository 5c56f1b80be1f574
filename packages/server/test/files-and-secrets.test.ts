// Files and secrets: the data folder, the generated secret and the embedded database's files
// are the owner's alone; instances sharing one PostgreSQL share one generated signing secret.
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db';
import { mfaClock } from '../src/services/mfa';
import { apiCall } from './support/api-call.mjs';
import { officeAccount } from './support/office-sign-in.mjs';
import { ADMIN, freshPostgresDb } from './support/test-app';
import { describeOn } from './support/only-on';

jest.setTimeout(120_000);

const mode = (file: string) => statSync(file).mode & 0o777;

/** Every file and folder under `dir` that another user could read or enter. */
function openToOthers(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const full = path.join(entry.parentPath, entry.name);
    if (mode(full) & 0o077) found.push(`${full} ${mode(full).toString(8)}`);
  }
  return found;
}

describeOn('pglite', 'on the embedded database', () => {
  it('DATA_DIR is 0700, jwt-secret 0600, and no database file is open to other users', async () => {
    const parent = mkdtempSync(path.join(tmpdir(), 'hr-files-'));
    const dataDir = path.join(parent, 'data');
    try {
      const config = loadConfig({ DATA_DIR: dataDir });
      expect(mode(dataDir)).toBe(0o700);
      expect(mode(path.join(dataDir, 'jwt-secret'))).toBe(0o600);
      expect(config.jwtSecret.length).toBeGreaterThan(40);
      const db = await openDatabase({ dataDir });
      expect(openToOthers(dataDir)).toEqual([]);
      await db.query('CREATE TABLE t (x int)');
      await db.close();
      expect(mode(dataDir)).toBe(0o700);
      expect(openToOthers(dataDir)).toEqual([]);
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  });
});

describe('a shared temporary folder named as DATA_DIR', () => {
  it('keeps its mode (made private, it would lock other users out of /tmp); the secrets are 0600', () => {
    const shared = mkdtempSync(path.join(tmpdir(), 'hr-shared-'));
    try {
      chmodSync(shared, 0o1777);
      loadConfig({ DATA_DIR: shared });
      expect(statSync(shared).mode & 0o7777).toBe(0o1777);
      expect(mode(path.join(shared, 'jwt-secret'))).toBe(0o600);
      expect(mode(path.join(shared, 'audit-key'))).toBe(0o600);
    } finally {
      rmSync(shared, { recursive: true, force: true });
    }
  });
});

describeOn(
  'postgres',
  'several instances on one PostgreSQL without JWT_SECRET',
  () => {
    it('share one generated secret: a token from one instance works on the other', async () => {
      const fresh = await freshPostgresDb(process.env.TEST_DATABASE_URL!);
      const dirs = [0, 1].map(() => mkdtempSync(path.join(tmpdir(), 'hr-instance-')));
      // Two machines: separate data folders, started at the same moment.
      const apps = await Promise.all(
        dirs.map(async (dir) => {
          const config = {
            ...loadConfig({
              DATA_DIR: dir,
              DATABASE_URL: fresh.url,
              ADMIN_EMAIL: ADMIN.email,
              ADMIN_PASSWORD: ADMIN.password,
              LOG_LEVEL: 'silent',
              MFA_REQUIRED: 'office',
            }),
            serveStatic: false,
          };
          const app = await buildApp(config, { logger: false });
          await app.listen({ port: 0, host: '127.0.0.1' });
          return {
            app,
            url: `http://127.0.0.1:${(app.server.address() as { port: number }).port}`,
          };
        }),
      );
      try {
        // MFA_REQUIRED=office: the admin signs in on the first instance through the second factor.
        const token = await officeAccount({
          call: (method, url, body, bearer) => apiCall(apps[0]!.url, method, url, body, bearer),
          emailOrPhone: ADMIN.email,
          password: ADMIN.password,
          now: () => mfaClock.now(),
        }).signIn();
        for (const { url } of apps) {
          const res = await fetch(`${url}/api/admin/users`, {
            headers: { authorization: `Bearer ${token}` },
          });
          expect(res.status).toBe(200);
        }
        // Kept in the database, not in a per-machine file.
        for (const dir of dirs) expect(existsSync(path.join(dir, 'jwt-secret'))).toBe(false);
      } finally {
        await Promise.all(apps.map(({ app }) => app.close()));
        await fresh.drop();
        for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
      }
    });
  },
);
