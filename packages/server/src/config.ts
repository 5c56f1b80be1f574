import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensurePrivateDir } from './lib/private-files';

export type SmsProviderName = 'console' | 'webhook' | 'twilio';

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * HS256 secret (also keys the one-time-code hashes). Empty when DATABASE_URL is set without
   * JWT_SECRET: the database plugin fills in the secret kept in the database, shared by every
   * instance on it.
   */
  jwtSecret: string;
  /** Session lifetime in milliseconds. */
  sessionTtlMs: number;
  otpTtlSeconds: number;
  /** How long a verified phone stays usable for the collector who verified it. */
  otpVerifiedTtlSeconds: number;
  otpMaxPerPhonePerHour: number;
  otpMaxPerUserPerHour: number;
  loginMaxFailures: number;
  loginMaxFailuresPerAddress: number;
  loginWindowSeconds: number;
  /** How long a client may take to send one request (headers and body). */
  requestTimeoutSeconds: number;
  /** How long a shutdown may wait for requests in flight before cutting them. */
  shutdownTimeoutSeconds: number;
  defaultPhoneRegion: string;
  sms: {
    provider: SmsProviderName;
    webhookUrl: string | undefined;
    twilio: { accountSid?: string; authToken?: string; from?: string; apiBase: string };
  };
  admin: {
    email?: string;
    phone?: string;
    password?: string;
    firstName?: string;
    lastName?: string;
  };
  logLevel: string;
  /**
   * Whom to believe in X-Forwarded-For: false (nobody), a number of proxy hops in front of the
   * server (TRUST_PROXY=true is 1), or trusted proxy addresses/CIDRs (see lib/trust-proxy.ts).
   */
  trustProxy: false | number | string;
  /** How often expired codes and counters are deleted (also once at start). */
  housekeepingIntervalSeconds: number;
  /** Activity-log events older than this many days are pruned by housekeeping; undefined: kept for ever. */
  auditRetentionDays: number | undefined;
  staticRoot: string;
  remotesManifest: string | undefined;
  /** Serve the built front ends (off in tests that only need the API). */
  serveStatic: boolean;
}

type Env = Record<string, string | undefined>;

const UNITS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** '12h', '30m', '45s', '500ms' or a bare number of seconds. */
export function parseDuration(value: string, name: string): number {
  const match = /^(\d+(?:\.\d+)?)\s*(ms|s|m|h|d)?$/i.exec(value.trim());
  if (!match) throw new Error(`${name} must be a duration such as 12h, 30m or 3600 (got "${value}")`);
  const unit = (match[2] ?? 's').toLowerCase();
  return Math.round(Number(match[1]) * (UNITS[unit] ?? 1000));
}

function int(env: Env, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) throw new Error(`${name} must be an integer >= ${min}`);
  return n;
}

function blankToUndefined(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

/**
 * The JWT secret must survive restarts (or every session would end), so when JWT_SECRET is not
 * set one is generated on first start and kept next to the data.
 */
function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing) return existing;
  } catch {
    // not there yet
  }
  ensurePrivateDir(dataDir);
  const secret = randomBytes(48).toString('base64url');
  try {
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch {
    // another process won the race: use its secret
    return readFileSync(file, 'utf8').trim();
  }
}

/**
 * Several instances on one PostgreSQL must sign with one secret, or a token from one fails on
 * the next behind a load balancer: without JWT_SECRET it then lives in the database, not in a
 * per-machine file.
 */
function secretFrom(env: Env, dataDir: string): string {
  const given = blankToUndefined(env.JWT_SECRET);
  if (given) return given;
  if (blankToUndefined(env.DATABASE_URL)) return '';
  return loadOrCreateSecret(dataDir);
}

/**
 * `true` means one trusted hop: the proxy in front appends the address it saw, so the client is
 * the right-most X-Forwarded-For entry (everything left of it the client may have written itself).
 */
function parseTrustProxy(raw: string | undefined): false | number | string {
  const v = raw?.trim();
  if (!v || v === 'false' || v === '0') return false;
  if (v === 'true') return 1;
  if (/^\d+$/.test(v)) return Number(v);
  return v;
}

const REPO_ROOT = path.resolve(__dirname, '../../..');

/** DATA_DIR as every command reads it (the backup commands need nothing else). */
export function dataDirFrom(env: Env = process.env): string {
  return path.resolve(env.DATA_DIR?.trim() || './data');
}

export function loadConfig(env: Env = process.env): AppConfig {
  const dataDir = dataDirFrom(env);
  const provider = (env.SMS_PROVIDER?.trim() || 'console').toLowerCase();
  if (provider !== 'console' && provider !== 'webhook' && provider !== 'twilio') {
    throw new Error('SMS_PROVIDER must be console, webhook or twilio');
  }
  const webhookUrl = blankToUndefined(env.SMS_WEBHOOK_URL);
  if (provider === 'webhook' && !webhookUrl) throw new Error('SMS_WEBHOOK_URL is required');
  if (
    provider === 'twilio' &&
    !(env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM)
  ) {
    throw new Error('TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM are required');
  }
  return {
    port: int(env, 'PORT', 8080),
    host: env.HOST?.trim() || '127.0.0.1',
    dataDir,
    databaseUrl: blankToUndefined(env.DATABASE_URL),
    jwtSecret: secretFrom(env, dataDir),
    sessionTtlMs: parseDuration(env.SESSION_TTL?.trim() || '12h', 'SESSION_TTL'),
    otpTtlSeconds: int(env, 'OTP_TTL_SECONDS', 120, 1),
    otpVerifiedTtlSeconds: int(env, 'OTP_VERIFIED_TTL_SECONDS', 1800, 1),
    otpMaxPerPhonePerHour: int(env, 'OTP_MAX_PER_PHONE_PER_HOUR', 5, 1),
    otpMaxPerUserPerHour: int(env, 'OTP_MAX_PER_USER_PER_HOUR', 30, 1),
    loginMaxFailures: int(env, 'LOGIN_MAX_FAILURES', 5, 1),
    loginMaxFailuresPerAddress: int(env, 'LOGIN_MAX_FAILURES_PER_ADDRESS', 50, 1),
    loginWindowSeconds: int(env, 'LOGIN_WINDOW_SECONDS', 900, 1),
    requestTimeoutSeconds: int(env, 'REQUEST_TIMEOUT_SECONDS', 30, 1),
    shutdownTimeoutSeconds: int(env, 'SHUTDOWN_TIMEOUT_SECONDS', 10, 1),
    defaultPhoneRegion: (env.DEFAULT_PHONE_REGION?.trim() || 'IN').toUpperCase(),
    sms: {
      provider,
      webhookUrl,
      twilio: {
        accountSid: blankToUndefined(env.TWILIO_ACCOUNT_SID),
        authToken: blankToUndefined(env.TWILIO_AUTH_TOKEN),
        from: blankToUndefined(env.TWILIO_FROM),
        apiBase: blankToUndefined(env.TWILIO_API_BASE) ?? 'https://api.twilio.com',
      },
    },
    admin: {
      email: blankToUndefined(env.ADMIN_EMAIL),
      phone: blankToUndefined(env.ADMIN_PHONE),
      password: env.ADMIN_PASSWORD || undefined,
      firstName: blankToUndefined(env.ADMIN_FIRST_NAME),
      lastName: blankToUndefined(env.ADMIN_LAST_NAME),
    },
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    housekeepingIntervalSeconds: int(env, 'HOUSEKEEPING_INTERVAL_SECONDS', 600, 1),
    auditRetentionDays: blankToUndefined(env.AUDIT_RETENTION_DAYS) ? int(env, 'AUDIT_RETENTION_DAYS', 0, 1) : undefined,
    staticRoot: path.resolve(env.STATIC_ROOT?.trim() || REPO_ROOT),
    remotesManifest: blankToUndefined(env.REMOTES_MANIFEST),
    serveStatic: true,
  };
}
