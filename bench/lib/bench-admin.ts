// A bench's own administrator, there with a known password whatever the database already holds
// (issue 46, item 5). ADMIN_* in a server's environment creates the first admin of an empty
// database only, so a bench run on a database that had an admin was refused (admin/login: 401).
// The benches that run the app in their own process (bench-app.ts, audit.ts) call this on its
// database; those that spawn a server use bench-admin.mjs (the admin command) before it starts.
import type { Queryable } from '../../packages/server/src/db';
import {
  findAdminByLogin,
  insertAdmin,
  setAdminPassword,
} from '../../packages/server/src/db/queries/admins';
import { hashPassword, verifyPassword } from '../../packages/server/src/lib/passwords';

export interface BenchAccount {
  email: string;
  password: string;
}

/**
 * Creates the admin `account`, or sets its password when it exists with another (which ends its
 * open sessions: a known password is left alone, so two benches on one database keep theirs).
 */
export async function ensureAdmin(db: Queryable, account: BenchAccount): Promise<void> {
  const found = await findAdminByLogin(db, account.email, null);
  if (found && (await verifyPassword(found.password_hash, account.password))) return;
  const passwordHash = await hashPassword(account.password);
  if (found) await setAdminPassword(db, found.id, passwordHash);
  else
    await insertAdmin(db, {
      firstName: 'Bench',
      lastName: 'Admin',
      email: account.email,
      phone: null,
      passwordHash,
    });
}
