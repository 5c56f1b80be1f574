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
import { adminRequest, USAGE } from './admin-request';

type Account = { email: string | null; phone: string | null };

/**
 * For an admin locked out of their second factor (issue 39): removes their authenticator app,
 * passkeys and recovery codes, logged as `mfa.reset` by the command line.
 */
async function resetMfa(config: AppConfig, login: Account) {
  await withOfficeAccount(config, login, async (db, account) => {
    await resetFactors(db, account, { actor: ANONYMOUS, clientAddress: null, by: 'command line' });
    console.log(`Second factors removed for ${account.email ?? account.phone}; they sign in with their password next.`);
  });
}

/**
 * For an office account locked out of sign-in with no other admin to unlock it (issue 45):
 * clears its locks from every address and device and the account-wide wait, logged as
 * `office_account.sign_in_unlocked` by the command line.
 */
async function unlock(config: AppConfig, login: Account) {
  await withOfficeAccount(config, login, async (db, account) => {
    const cleared = await unlockOfficeAccount(db, config, account, { actor: ANONYMOUS, clientAddress: null, by: 'command line' });
    console.log(
      `Sign-in unlocked for ${account.email ?? account.phone} (cleared ${cleared.lockedAddresses} locked address(es), ` +
        `${cleared.lockedDevices ?? 0} locked device(s), a wait of ${cleared.waitSeconds} s).`,
    );
  });
}

async function withOfficeAccount(config: AppConfig, login: Account, act: (db: Db, account: AdminRow) => Promise<void>) {
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const account = await findAdminByLogin(db, login.email, login.phone);
    if (!account) throw new Error('No office account with that email or phone');
    await act(db, account);
  } finally {
    await db.close();
  }
}

async function main() {
  const config = loadConfig();
  const request = adminRequest(process.argv.slice(2), config.defaultPhoneRegion);
  if (request.command === 'usage') {
    console.error(USAGE);
    process.exit(request.exitCode);
  }
  if (request.command === 'reset-mfa') return resetMfa(config, request);
  if (request.command === 'unlock') return unlock(config, request);

  const { command, email, phone, password } = request;
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    if (command === 'create') {
      const admin = await insertAdmin(db, {
        firstName: request.firstName,
        lastName: request.lastName,
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
