// Admin accounts from the command line (uses DATABASE_URL / DATA_DIR like the server):
//   npm run admin -- create --email a@b.c --phone "+91 98123 45678" --password secret [--first-name A --last-name B]
//   npm run admin -- reset-password --email a@b.c --password new-secret   (or --phone ...)
//   npm run admin -- reset-mfa a@b.c   (or a phone: removes an office account's second factors)
//   npm run admin -- unlock a@b.c   (or a phone: clears an office account's sign-in locks)
// With the embedded database, stop the server first: only one process may open its folder.
import { loadConfig, type AppConfig } from '../config';
import { openDatabase, type Db } from '../db';
import { findAdminByLogin, insertAdmin, setAdminPassword, type AdminRow } from '../db/queries/admins';
import { ANONYMOUS } from '../services/audit';
import { unlockOfficeAccount } from '../services/login-guard';
import { resetFactors } from '../services/mfa';
import { translateDbError } from '../errors';
import { hashPassword } from '../lib/passwords';
import { toE164 } from '../lib/phone';
import { parseArgs } from './args';

const USAGE = `Usage:
  npm run admin -- create --email <email> --phone <phone> --password <password> [--first-name <name>] [--last-name <name>]
  npm run admin -- reset-password (--email <email> | --phone <phone>) --password <password>
  npm run admin -- reset-mfa <email or phone>
  npm run admin -- unlock <email or phone>
(create needs --email or --phone, or both; passwords need at least 8 characters)`;

/**
 * For an admin locked out of their second factor (issue 39): removes their authenticator app,
 * passkeys and recovery codes, logged as `mfa.reset` by the command line.
 */
async function resetMfa(login: string | undefined) {
  await withOfficeAccount('reset-mfa', login, async (db, account) => {
    await resetFactors(db, account, { actor: ANONYMOUS, clientAddress: null, by: 'command line' });
    console.log(`Second factors removed for ${account.email ?? account.phone}; they sign in with their password next.`);
  });
}

/**
 * For an office account locked out of sign-in with no other admin to unlock it (issue 45):
 * clears its locks from every address and device and the account-wide wait, logged as
 * `office_account.sign_in_unlocked` by the command line.
 */
async function unlock(login: string | undefined) {
  await withOfficeAccount('unlock', login, async (db, account, config) => {
    const cleared = await unlockOfficeAccount(db, config, account, { actor: ANONYMOUS, clientAddress: null, by: 'command line' });
    console.log(
      `Sign-in unlocked for ${account.email ?? account.phone} (cleared ${cleared.lockedAddresses} locked address(es), ` +
        `${cleared.lockedDevices ?? 0} locked device(s), a wait of ${cleared.waitSeconds} s).`,
    );
  });
}

async function withOfficeAccount(
  command: string,
  login: string | undefined,
  act: (db: Db, account: AdminRow, config: AppConfig) => Promise<void>,
) {
  if (!login || login.startsWith('--')) throw new Error(`Give the account: npm run admin -- ${command} <email or phone>`);
  const config = loadConfig();
  const isEmail = login.includes('@');
  const phone = isEmail ? null : toE164(login, config.defaultPhoneRegion);
  if (!isEmail && !phone) throw new Error(`${login} is not an email address or a valid phone number`);
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const account = await findAdminByLogin(db, isEmail ? login.trim() : null, phone);
    if (!account) throw new Error('No office account with that email or phone');
    await act(db, account, config);
  } finally {
    await db.close();
  }
}

async function main() {
  const argv = process.argv.slice(2);
  if (argv[0] === 'reset-mfa') return resetMfa(argv[1]);
  if (argv[0] === 'unlock') return unlock(argv[1]);
  const { command, options } = parseArgs(argv);
  if (command !== 'create' && command !== 'reset-password') {
    console.error(USAGE);
    process.exit(command ? 1 : 0);
  }
  const config = loadConfig();
  const email = options.email?.trim() || null;
  const phone = options.phone ? toE164(options.phone, config.defaultPhoneRegion) : null;
  if (options.phone && !phone) throw new Error('--phone is not a valid phone number');
  if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new Error('--email is not a valid email address');
  const password = options.password ?? '';
  if (password.length < 8) throw new Error('--password must have at least 8 characters');
  if (!email && !phone) throw new Error('Give --email or --phone');

  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    if (command === 'create') {
      const admin = await insertAdmin(db, {
        firstName: options['first-name']?.trim() || 'Admin',
        lastName: options['last-name']?.trim() || 'User',
        email,
        phone,
        passwordHash: await hashPassword(password),
      }).catch((error: unknown) => {
        throw translateDbError(error);
      });
      console.log(`Created admin ${admin.email ?? admin.phone} (id ${admin.id}).`);
    } else {
      const admin = await findAdminByLogin(db, email, phone);
      if (!admin) throw new Error('No admin with that email or phone');
      await setAdminPassword(db, admin.id, await hashPassword(password));
      console.log(`Password reset for ${admin.email ?? admin.phone}; their open sessions have ended.`);
    }
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
