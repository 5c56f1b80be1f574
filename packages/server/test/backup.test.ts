// Backup and restore of the embedded database: people, collectors (with their passwords),
// admins and lookups survive the round trip; a running server and an occupied DATA_DIR are
// refused with a message saying what to do.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { backupPglite, restorePglite } from '../src/db/backup';
import { ROOT } from './support/server-process';
import { seedBasics } from './support/seed';
import { ADMIN, onPostgres, startTestApp, type Collector, type TestApp } from './support/test-app';

jest.setTimeout(180_000);

(onPostgres ? describe.skip : describe)(
  'npm run backup / npm run restore (embedded database)',
  () => {
    let t: TestApp;
    let work: string;
    let collector: Collector;
    let person: { id: string; name: string };

    beforeAll(async () => {
      work = mkdtempSync(path.join(tmpdir(), 'hr-backup-'));
      t = await startTestApp();
      ({ collector, person } = await seedBasics(t, {
        religion: 'Buddhist',
        caste: 'Newar',
        collector: { password: 'Restore-Me-1' },
        person: { name: 'Kept Person', religion: 'Buddhist', caste: 'Newar' },
      }));
    });
    afterAll(async () => {
      await t?.close();
      rmSync(work, { recursive: true, force: true });
    });

    it('refuses while the server holds the database, saying so', async () => {
      await expect(backupPglite(t.config.dataDir, path.join(work, 'x.tar.gz'))).rejects.toThrow(
        /A server \(or another command\) is using the embedded database .* Stop it, then run npm run backup again/,
      );
      // The command itself: the same message and a failing exit status, no stack.
      const run = spawnSync(
        process.execPath,
        ['--import', 'tsx', 'packages/server/src/cli/backup.ts', '--out', path.join(work, 'y')],
        {
          cwd: ROOT,
          env: { ...process.env, DATA_DIR: t.config.dataDir, DATABASE_URL: '' },
          encoding: 'utf8',
        },
      );
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('Stop it, then run npm run backup again');
      expect(run.stderr).not.toMatch(/\n\s+at /);
      expect(existsSync(path.join(work, 'y'))).toBe(false);
    });

    it('round trip: everything is back, and the collector signs in with the old password', async () => {
      await t.app.close(); // a stopped server is enough for a consistent copy
      const file = path.join(work, 'registry.tar.gz');
      expect(await backupPglite(t.config.dataDir, file)).toBeGreaterThan(1000);

      const restored = path.join(work, 'restored');
      await restorePglite(restored, file, false);
      // Not over a database without --force.
      await expect(restorePglite(restored, file, false)).rejects.toThrow(
        /already holds an embedded database.*--force/,
      );
      await restorePglite(restored, file, true);

      const back = await startTestApp({ dataDir: restored });
      try {
        const login = await back.call('POST', '/auth/user/login', {
          body: { phone: collector.phone, password: 'Restore-Me-1' },
        });
        expect(login.status).toBe(200);
        const mine = await back.call('GET', '/user/people', { token: login.body.token });
        expect(mine.body.map((p: { id: string }) => p.id)).toEqual([person.id]);
        expect(mine.body[0]).toMatchObject({
          name: 'Kept Person',
          religion: 'Buddhist',
          caste: 'Newar',
        });
        const admin = await back.call('POST', '/auth/admin/login', {
          body: { emailOrPhone: ADMIN.email, password: ADMIN.password },
        });
        expect(admin.status).toBe(200);
        const lookups = await back.call('GET', '/lookups/religions', { token: admin.body.token });
        expect(lookups.body).toEqual([
          expect.objectContaining({
            name: 'Buddhist',
            castes: [expect.objectContaining({ name: 'Newar' })],
          }),
        ]);
        const users = await back.call('GET', '/admin/users', { token: admin.body.token });
        expect(users.body).toEqual([expect.objectContaining({ id: collector.id, personCount: 1 })]);
      } finally {
        await back.close();
      }
    });
  },
);
