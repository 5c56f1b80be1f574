// The admin of a bench that spawns its own server (bench:scale), there with its password whatever
// the database already holds (issue 46, item 5): `npm run admin -- reset-password`, or `create`
// when there is no such admin. Before the server starts: the embedded database admits one
// process. (Benches that run the app in their own process use bench-admin.ts.)
import { spawnSync } from 'node:child_process';

/** `env` names the database (DATA_DIR, DATABASE_URL) as the server's; `admin` {email, phone, password}. */
export function ensureAdminByCommand(env, admin, cwd) {
  const run = (args) =>
    spawnSync('npm', ['run', '--silent', 'admin', '--', ...args], { cwd, env, encoding: 'utf8' });
  const reset = run(['reset-password', '--email', admin.email, '--password', admin.password]);
  if (reset.status === 0) return;
  const said = `${reset.stdout}${reset.stderr}`;
  if (!said.includes('No admin with that email or phone'))
    throw new Error(`npm run admin -- reset-password failed:\n${said}`);
  const create = run([
    'create',
    '--email',
    admin.email,
    '--phone',
    admin.phone,
    '--password',
    admin.password,
    '--first-name',
    'Bench',
    '--last-name',
    'Admin',
  ]);
  if (create.status !== 0)
    throw new Error(`npm run admin -- create failed:\n${create.stdout}${create.stderr}`);
}
