// What `npm run admin -- ...` was asked to do, checked before anything opens the database: a
// request the tool can carry out, or an Error whose message is the reason it prints (exit 1).
import { toE164 } from '../lib/phone';
import { parseArgs } from './args';

export const USAGE = `Usage:
  npm run admin -- create --email <email> --phone <phone> --password <password> [--first-name <name>] [--last-name <name>]
  npm run admin -- reset-password (--email <email> | --phone <phone>) --password <password>
  npm run admin -- reset-mfa <email or phone>
  npm run admin -- unlock <email or phone>
(create needs --email or --phone, or both; passwords need at least 8 characters)`;

export type AdminRequest =
  /** No command (exit 0) or an unknown one (exit 1): the usage is printed. */
  | { command: 'usage'; exitCode: 0 | 1 }
  /** An office account by email or phone (reset-mfa, unlock). */
  | { command: 'reset-mfa'; email: string | null; phone: string | null }
  | { command: 'unlock'; email: string | null; phone: string | null }
  | {
      command: 'create' | 'reset-password';
      email: string | null;
      phone: string | null;
      password: string;
      firstName: string;
      lastName: string;
    };

/** The office account a `reset-mfa` or `unlock` names: an email, or a phone in the default region. */
function accountNamed(command: string, login: string | undefined, region: string) {
  if (!login || login.startsWith('--'))
    throw new Error(`Give the account: npm run admin -- ${command} <email or phone>`);
  if (login.includes('@')) return { email: login.trim(), phone: null };
  const phone = toE164(login, region);
  if (!phone) throw new Error(`${login} is not an email address or a valid phone number`);
  return { email: null, phone };
}

export function adminRequest(argv: string[], region: string): AdminRequest {
  if (argv[0] === 'reset-mfa')
    return { command: 'reset-mfa', ...accountNamed(argv[0], argv[1], region) };
  if (argv[0] === 'unlock') return { command: 'unlock', ...accountNamed(argv[0], argv[1], region) };
  const { command, options } = parseArgs(argv);
  if (command !== 'create' && command !== 'reset-password')
    return { command: 'usage', exitCode: command ? 1 : 0 };
  const email = options.email?.trim() || null;
  const phone = options.phone ? toE164(options.phone, region) : null;
  if (options.phone && !phone) throw new Error('--phone is not a valid phone number');
  if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    throw new Error('--email is not a valid email address');
  const password = options.password ?? '';
  if (password.length < 8) throw new Error('--password must have at least 8 characters');
  if (!email && !phone) throw new Error('Give --email or --phone');
  return {
    command,
    email,
    phone,
    password,
    firstName: options['first-name']?.trim() || 'Admin',
    lastName: options['last-name']?.trim() || 'User',
  };
}
