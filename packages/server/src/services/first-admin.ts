import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import type { Db } from '../db';
import { countAdmins, insertAdmin } from '../db/queries/admins';
import { generatePassword, hashPassword } from '../lib/passwords';
import { toE164 } from '../lib/phone';

const DEFAULT_EMAIL = 'admin@example.com';

/**
 * With no admin yet, creates one from ADMIN_* or, without a password there, with a generated
 * one that is printed once (the only way to learn it; reset it with `npm run admin`).
 */
export async function ensureFirstAdmin(db: Db, config: AppConfig, log: FastifyBaseLogger): Promise<void> {
  if ((await countAdmins(db)) > 0) return;
  const { admin } = config;
  const phone = admin.phone ? toE164(admin.phone, config.defaultPhoneRegion) : null;
  if (admin.phone && !phone) throw new Error('ADMIN_PHONE is not a valid phone number');
  const email = admin.email ?? (phone ? null : DEFAULT_EMAIL);
  const generated = !admin.password;
  const password = admin.password ?? generatePassword();
  try {
    await insertAdmin(db, {
      firstName: admin.firstName ?? 'Admin',
      lastName: admin.lastName ?? 'User',
      email,
      phone,
      passwordHash: await hashPassword(password),
    });
  } catch (error) {
    // Another instance created it at the same moment.
    if ((error as { code?: string }).code === '23505') return;
    throw error;
  }
  if (generated) {
    log.warn(
      `Created the first admin. Sign in with ${email ?? phone} and the password ${password} ` +
        '(shown only now; change it with: npm run admin -- reset-password).',
    );
  } else {
    log.info({ email, phone }, 'Created the first admin from ADMIN_* settings');
  }
}
