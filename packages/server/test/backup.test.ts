// Backup and restore of the embedded database: a backup while the server runs, and people,
// collectors (with their passwords), admins and lookups survive the round trip; restore and the
// other commands are refused while a server holds the folder, with a message saying what to do.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { backupPglite, restorePglite } from '../src/db/backup';
import { openPglite } from '../src/db/pglite';
import { verifyChain } from '../src/db/queries/audit';
import { ROOT } from './support/server-process';
import { seedBasics } from './support/seed';
import { ADMIN, startTestApp, type Collector, type TestApp } from './support/test-app';
import { describeOn } from './support/only-on';

jest.setTimeout(180_000);

describeOn(
  'pglite',
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

    // Not spawnSync: the server making the copy runs in this process and must go on answering.
    const command = (script: string, args: string[]) =>
      new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
        const child = spawn(
          process.execPath,
          ['--import', 'tsx', `packages/server/src/cli/${script}.ts`, ...args],
          { cwd: ROOT, env: { ...process.env, DATA_DIR: t.config.dataDir, DATABASE_URL: '' } },
        );
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (c) => (stdout += c));
        child.stderr.on('data', (c) => (stderr += c));
        child.on('close', (status) => resolve({ status, stdout, stderr }));
      });

    it('backs up while the server runs, which keeps answering and loses no write', async () => {
      const file = path.join(work, 'online.tar.gz');
      const admin = await t.adminToken();
      const names = Array.from({ length: 12 }, (_, i) => `Written During Backup ${i}`);
      const [bytes, ...writes] = await Promise.all([
        backupPglite(t.config.dataDir, file),
        ...names.map((name) => t.call('POST', '/admin/religions', { token: admin, body: { name } })),
      ]);
      expect(bytes).toBeGreaterThan(1000);
      expect(writes.map((w) => w.status)).toEqual(names.map(() => 201));
      const live = await t.call('GET', '/lookups/religions', { token: admin });
      expect(live.body.map((r: { name: string }) => r.name)).toEqual(expect.arrayContaining(names));

      // The command itself, the way cron runs it; no half file is ever left under the name.
      const run = await command('backup', ['--out', path.join(work, 'cron.tar.gz')]);
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
      expect(run.stdout).toMatch(/Backup of .* written to .*cron\.tar\.gz \(\d+ bytes\)/);
      expect(existsSync(path.join(work, 'cron.tar.gz.partial'))).toBe(false);
      // The server's copy folder is gone with the command.
      expect(readdirSync(t.config.dataDir).filter((f) => f.startsWith('.backup-'))).toEqual([]);

      // A copy at one point in time: it opens, and holds the basics and a prefix of the writes.
      const copy = path.join(work, 'from-online');
      await restorePglite(copy, file, false);
      // The copy holds the first admin's authenticator app: the same account signs in there.
      const back = await startTestApp({ dataDir: copy, adminAccount: t.admin });
      try {
        const religions = await back.call('GET', '/lookups/religions', { token: await back.adminToken() });
        expect(religions.status).toBe(200);
        expect(religions.body.map((r: { name: string }) => r.name)).toContain('Buddhist');
      } finally {
        await back.close();
      }
    });

    // Issue 44's audit, finding 5: the copy is taken while writes go on (only a checkpoint and the
    // backup's end hold them), so it must be exactly what a crash at one instant would leave: a
    // prefix of the writes in the order they were acknowledged, each with its activity event.
    it('a copy made under a stream of writes is a consistent prefix of them', async () => {
      const admin = await t.adminToken();
      const file = path.join(work, 'prefix.tar.gz');
      const acknowledged: number[] = [];
      let stop = false;
      const writer = (async () => {
        for (let i = 0; !stop; i += 1) {
          const res = await t.call('POST', '/admin/religions', { token: admin, body: { name: `Prefix ${i}` } });
          expect(res.status).toBe(201);
          acknowledged.push(i);
        }
      })();
      await new Promise((resolve) => setTimeout(resolve, 200));
      const before = acknowledged.length;
      await backupPglite(t.config.dataDir, file);
      const after = acknowledged.length;
      stop = true;
      await writer;
      expect(after).toBeGreaterThan(before); // writes went on during the backup

      const copy = path.join(work, 'prefix');
      await restorePglite(copy, file, false);
      const db = await openPglite(copy);
      try {
        const rows = await db.query<{ name: string }>(`SELECT name FROM religions WHERE name LIKE 'Prefix %'`);
        const stored = rows.map((r) => Number(r.name.slice(7))).sort((a, b) => a - b);
        // Every write acknowledged before the backup began, none begun after it ended, no gap.
        expect(stored.length).toBeGreaterThanOrEqual(before);
        expect(stored.length).toBeLessThanOrEqual(after + 1);
        expect(stored).toEqual(stored.map((_, i) => i));
        // Each write with its activity event (one transaction), and the chain whole.
        const events = await db.query<{ name: string }>(
          `SELECT details->'record'->>'name' AS name FROM audit_events WHERE action = 'religion.created' AND details->'record'->>'name' LIKE 'Prefix %'`,
        );
        expect(events.map((e) => e.name).sort()).toEqual(rows.map((r) => r.name).sort());
        expect((await verifyChain(db)).broken).toBeUndefined();
      } finally {
        await db.close();
      }
    });

    it('health answers 200 "backup in progress", not 503, while a backup holds the database', async () => {
      // A hold longer than the health check's 3 s, as the old whole-database dump made at 100,000 people.
      const db = t.app.db;
      const spy = jest.spyOn(db, 'backupInProgress').mockReturnValue(true);
      try {
        const hold = db.transaction(() => new Promise((resolve) => setTimeout(resolve, 3600)));
        const health = await t.call('GET', '/health');
        expect(health).toMatchObject({ status: 200, body: { status: 'ok', database: 'backup in progress' } });
        await hold;
        spy.mockReturnValue(false);
        const slow = db.transaction(() => new Promise((resolve) => setTimeout(resolve, 3600)));
        expect(await t.call('GET', '/health')).toMatchObject({ status: 503, body: { database: 'timeout' } });
        await slow;
      } finally {
        spy.mockRestore();
      }
    });

    it('restore, audit:verify and seed:demo are refused while the server holds the folder', async () => {
      for (const [script, args] of [
        ['restore', ['--in', path.join(work, 'cron.tar.gz'), '--force']],
        ['audit-verify', []],
        ['seed-demo', ['--people', '1']],
      ] as const) {
        const run = await command(script, [...args]);
        expect(`${script} exit ${run.status}`).toMatch(new RegExp(`^${script} exit [1-9]`));
        expect(run.stderr).toContain(`Data folder ${t.config.dataDir} is in use by another server`);
        expect(run.stderr).not.toMatch(/\n\s+at /);
      }
    });

    it('round trip: everything is back, and the collector signs in with the old password', async () => {
      const file = path.join(work, 'registry.tar.gz');
      expect(await backupPglite(t.config.dataDir, file)).toBeGreaterThan(1000);

      const restored = path.join(work, 'restored');
      await restorePglite(restored, file, false);
      // Not over a database without --force.
      await expect(restorePglite(restored, file, false)).rejects.toThrow(
        /already holds an embedded database.*--force/,
      );
      await restorePglite(restored, file, true);

      const back = await startTestApp({ dataDir: restored, adminAccount: t.admin });
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
        // The admin signs in with the password and the authenticator app enrolled before the backup.
        const admin = await back.officeSignIn();
        expect(admin.status).toBe(200);
        expect(admin.body.admin.email).toBe(ADMIN.email);
        const lookups = await back.call('GET', '/lookups/religions', { token: admin.body.token });
        expect(lookups.body.filter((r: { name: string }) => !r.name.startsWith('Prefix '))).toHaveLength(13); // Buddhist and the 12 written during the first backup
        expect(lookups.body).toContainEqual(
          expect.objectContaining({
            name: 'Buddhist',
            castes: [expect.objectContaining({ name: 'Newar' })],
          }),
        );
        const users = await back.call('GET', '/admin/users', { token: admin.body.token });
        expect(users.body).toEqual([expect.objectContaining({ id: collector.id, personCount: 1 })]);
      } finally {
        await back.close();
      }
    });
  },
);
