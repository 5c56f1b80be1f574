// Runs in a child Node process (under tsx), not in jest's jsdom: Fastify, the PGlite worker
// thread and argon2's native binding belong in a plain Node process. It starts the server tests'
// own app (startTestApp, on the database kept below, with the fake SMS gateway) and
// answers the parent over the IPC channel: its URL first, then seeding calls, then `close`. One
// process serves every test file of a jest worker (scripts/jest/web-environment.ts): `restart`
// gives the next file a new app on an emptied database, in about a second less than a new
// process. On the embedded database the process keeps one open for all its files and empties it
// in place between them (database-reset.ts): opening a new copy of the template took another
// second of a core per file.
import { rmSync } from 'node:fs';
import {
  freshPgliteDir,
  onPostgres,
  startTestApp,
  type TestApp,
} from '../packages/server/test/support/test-app';
import { resettable } from '../packages/server/test/support/database-reset';
import { openDatabase, type Db } from '../packages/server/src/db';
import { seedDemo } from '../packages/server/src/services/demo-seed';
import type { ChildReply, ChildRequest } from './server-protocol';

function send(message: ChildReply, then?: () => void): void {
  process.send?.(message, undefined, undefined, then);
}

/** The embedded database this process keeps, and how to empty it (none on PostgreSQL). */
let kept: { db: Db; dir: string; empty: () => Promise<void> } | undefined;

async function keptDatabase(): Promise<Db> {
  if (!kept) {
    const dir = await freshPgliteDir();
    const db = await openDatabase({ dataDir: dir });
    kept = { db, dir, empty: await resettable(db) };
  }
  return kept.db;
}

/** The server for the file now running, with the file's AppConfig overrides. */
async function startFor(overrides: Record<string, unknown>): Promise<TestApp> {
  // The component tests put a password-only session in the store (signInAdmin) and drive the
  // shell's sign-in form as a password-only account would: they keep MFA_REQUIRED=none (the
  // default outside production) unless a file asks otherwise; the server tests' startTestApp
  // itself defaults to 'office'.
  const db = onPostgres ? undefined : await keptDatabase();
  return startTestApp({ mfaRequired: 'none', ...overrides, db });
}

async function closeKept(): Promise<void> {
  if (!kept) return;
  await kept.db.close();
  rmSync(kept.dir, { recursive: true, force: true });
  kept = undefined;
}

async function run(request: ChildRequest): Promise<unknown> {
  switch (request.op) {
    case 'restart':
      await app.close();
      await kept?.empty();
      app = await startFor(request.config);
      return app.baseUrl;
    case 'call':
      return app.call(request.method, request.url, request.options);
    case 'adminToken':
      return app.adminToken();
    case 'createCollector':
      return app.createCollector(request.overrides);
    case 'verifyPhone':
      return app.verifyPhone(request.token, request.phone);
    case 'createPerson':
      return app.createPerson(request.token, request.fields);
    case 'lastCodeFor':
      return app.sms.lastCodeFor(request.phone) ?? null;
    case 'expireCode':
      // The test's clock: the phone's live code runs out now instead of in OTP_TTL_SECONDS.
      await app.app.db.query(
        "UPDATE otp_codes SET expires_at = clock_timestamp() - interval '1 second' WHERE phone = $1",
        [request.phone],
      );
      return null;
    case 'seedDemo':
      // Thousands of people in one set-based statement: the API would take minutes for them.
      // Their quality flags are not what a list's test reads: left for a recompute, as after a
      // bulk load (computing them for 10,000 people takes most of a file's time).
      return seedDemo(app.app.db, {
        people: request.people,
        collectors: request.collectors,
        qualityFlags: false,
      });
    case 'close':
      closing = true;
      await app.close();
      await closeKept();
      return null;
  }
}

let closing = false;
let app: TestApp;

async function main(): Promise<void> {
  app = await startFor(
    JSON.parse(process.env.HR_TEST_APP_CONFIG ?? '{}') as Record<string, unknown>,
  );
  // The parent went away (jest killed, crashed): do not outlive it.
  process.on('disconnect', () => {
    if (!closing)
      void app
        .close()
        .then(closeKept)
        .finally(() => process.exit(0));
  });
  process.on('message', (request: ChildRequest) => {
    run(request).then(
      (value) => {
        const exit = request.op === 'close' ? () => process.exit(0) : undefined;
        send({ id: request.id, ok: true, value: value ?? null }, exit);
      },
      (error: unknown) => send({ id: request.id, ok: false, error: String(error) }),
    );
  });
  send({ id: 0, ok: true, value: app.baseUrl });
}

main().catch((error: unknown) => {
  send({
    id: 0,
    ok: false,
    error: error instanceof Error ? (error.stack ?? error.message) : String(error),
  });
  process.exit(1);
});
