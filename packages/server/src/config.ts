import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv, replicaUrlsOf, type Env, type SMS_PROVIDERS } from './config-schema';
import { ensurePrivateDir } from './lib/private-files';

export type SmsProviderName = (typeof SMS_PROVIDERS)[number];

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * Read replicas of databaseUrl (DATABASE_REPLICA_URLS, none by default): the reads that may be
   * a few seconds old go to a healthy one (db/replicas.ts, docs/deploy.md). A replica is healthy
   * while it answered the last check (every `checkIntervalMs`) and its lag is at most `maxLagMs`.
   */
  replicas: { urls: string[]; maxLagMs: number; checkIntervalMs: number };
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
  /** Codes one collector may have sent to one phone per hour. */
  otpMaxPerPhonePerHour: number;
  otpMaxPerUserPerHour: number;
  /** Codes one phone may receive per hour from all collectors together (the SMS cost's bound). */
  otpPhoneCeilingPerHour: number;
  /** Failed sign-ins to one account from one address per window, then that address is locked for it. */
  loginMaxFailures: number;
  /** Failed sign-ins from one address to any accounts per window. */
  loginMaxFailuresPerAddress: number;
  loginWindowSeconds: number;
  /** Failed sign-ins to one account from all addresses in an hour before each try must wait. */
  loginAccountFailuresBeforeDelay: number;
  /** The first wait; each further failure doubles it, up to loginWindowSeconds. */
  loginAccountDelaySeconds: number;
  /** How long a client may take to send one request (headers and body). */
  requestTimeoutSeconds: number;
  /** How long a shutdown may wait for requests in flight before cutting them. */
  shutdownTimeoutSeconds: number;
  /** PEM certificate chain and key: the server speaks HTTPS itself (else plain HTTP). */
  tls?: { cert: Buffer; key: Buffer };
  /** The office's IANA time zone: dates in exports and reports are read and written in it. */
  timeZone: string;
  /** The map page's base map: tile address template and the attribution its terms ask for. */
  map: { tileUrl: string; attribution: string; attributionUrl: string };
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
  /**
   * Signs the activity log's checkpoints (HMAC-SHA256): AUDIT_KEY, or one generated on first
   * start into DATA_DIR/audit-key. It never enters the database, so a database session cannot
   * sign a checkpoint for a log it changed.
   */
  auditKey: string;
  /** Where checkpoints are appended, one JSON line each (also logged). */
  auditCheckpointFile: string;
  /** A checkpoint after this many new events (and one at shutdown). */
  auditCheckpointEvery: number;
  /** Calls one API token may make per minute (a fixed window), then 429. */
  apiTokenRatePerMinute: number;
  /** far_from_ward: metres from the ward's median position (QUALITY_FAR_KM, default 5 km). */
  qualityFarMeters: number;
  /**
   * 'office': every office account needs a second factor (one without enrols at its next sign-in);
   * 'none': only accounts that enrolled one are asked for it. MFA_REQUIRED, default 'office'
   * when NODE_ENV=production, else 'none'.
   */
  mfaRequired: 'none' | 'office';
  /** Passkeys' relying party: undefined fields are read from each request's host. */
  webauthn: { rpId: string | undefined; origin: string | undefined };
  staticRoot: string;
  remotesManifest: string | undefined;
  /** Serve the built front ends (off in tests that only need the API). */
  serveStatic: boolean;
}

type RawEnv = Record<string, string | undefined>;

const UNITS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** '12h', '30m', '45s', '500ms' or a bare number of seconds. */
export function parseDuration(value: string, name: string): number {
  const match = /^(\d+(?:\.\d+)?)\s*(ms|s|m|h|d)?$/i.exec(value.trim());
  if (!match)
    throw new Error(`${name} must be a duration such as 12h, 30m or 3600 (got "${value}")`);
  const unit = (match[2] ?? 's').toLowerCase();
  return Math.round(Number(match[1]) * (UNITS[unit] ?? 1000));
}

/**
 * A secret that must survive restarts, generated on first start and kept next to the data, out
 * of the database's own folder: the JWT secret (or every session would end at a restart) and the
 * audit key (or no earlier checkpoint could be verified).
 */
function loadOrCreateSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
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
function secretFrom(
  jwtSecret: string | undefined,
  databaseUrl: string | undefined,
  dataDir: string,
): string {
  if (jwtSecret) return jwtSecret;
  if (databaseUrl) return '';
  return loadOrCreateSecret(dataDir, 'jwt-secret');
}

/**
 * `true` means one trusted hop: the proxy in front appends the address it saw, so the client is
 * the right-most X-Forwarded-For entry (everything left of it the client may have written itself).
 */
function parseTrustProxy(v: string | undefined): false | number | string {
  if (!v || v === 'false' || v === '0') return false;
  if (v === 'true') return 1;
  if (/^\d+$/.test(v)) return Number(v);
  return v;
}

/** How often each replica's health and lag are checked (issue 40: every 2 s). */
const REPLICA_CHECK_INTERVAL_MS = 2000;

const REPO_ROOT = path.resolve(__dirname, '../../..');

/** A file a setting names, or an error naming the setting. */
function readSetting(file: string, name: string): Buffer {
  try {
    return readFileSync(file);
  } catch (error) {
    throw new Error(`Invalid configuration: ${name} cannot be read (${(error as Error).message})`);
  }
}

/** DATA_DIR as every command reads it (the backup commands need nothing else). */
export function dataDirFrom(env: RawEnv = process.env): string {
  return path.resolve(env.DATA_DIR?.trim() || './data');
}

/** The generated audit key's file in DATA_DIR, when AUDIT_KEY is not set. */
const AUDIT_KEY_FILE = 'audit-key';

/**
 * AUDIT_KEY, else the generated one. On PostgreSQL too: DATA_DIR is the server's own folder, not
 * the database's, so the key stays out of reach of a database session.
 */
const auditKeyFrom = (env: Env, dataDir: string): string =>
  env.AUDIT_KEY ?? loadOrCreateSecret(dataDir, AUDIT_KEY_FILE);

/** The key the server signs with, for the verify command: never generates one. */
export function existingAuditKey(env: Env, dataDir: string): string | undefined {
  if (env.AUDIT_KEY) return env.AUDIT_KEY;
  try {
    return readFileSync(path.join(dataDir, AUDIT_KEY_FILE), 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

/** AUDIT_CHECKPOINT_FILE, or audit-checkpoints.jsonl in DATA_DIR, beside the database's folder. */
export const checkpointFileFrom = (env: Env, dataDir: string): string =>
  path.resolve(env.AUDIT_CHECKPOINT_FILE ?? path.join(dataDir, 'audit-checkpoints.jsonl'));

/** The configuration from the environment; throws one error naming every bad variable. */
export function loadConfig(raw: RawEnv = process.env): AppConfig {
  const env = parseEnv(raw);
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    replicas: {
      urls: replicaUrlsOf(env.DATABASE_REPLICA_URLS),
      maxLagMs: env.REPLICA_MAX_LAG_MS,
      checkIntervalMs: REPLICA_CHECK_INTERVAL_MS,
    },
    jwtSecret: secretFrom(env.JWT_SECRET, env.DATABASE_URL, dataDir),
    sessionTtlMs: parseDuration(env.SESSION_TTL, 'SESSION_TTL'),
    otpTtlSeconds: env.OTP_TTL_SECONDS,
    otpVerifiedTtlSeconds: env.OTP_VERIFIED_TTL_SECONDS,
    otpMaxPerPhonePerHour: env.OTP_MAX_PER_PHONE_PER_HOUR,
    otpMaxPerUserPerHour: env.OTP_MAX_PER_USER_PER_HOUR,
    otpPhoneCeilingPerHour: env.OTP_PHONE_CEILING_PER_HOUR,
    loginMaxFailures: env.LOGIN_MAX_FAILURES,
    loginMaxFailuresPerAddress: env.LOGIN_MAX_FAILURES_PER_ADDRESS,
    loginWindowSeconds: env.LOGIN_WINDOW_SECONDS,
    loginAccountFailuresBeforeDelay: env.LOGIN_ACCOUNT_FAILURES_BEFORE_DELAY,
    loginAccountDelaySeconds: env.LOGIN_ACCOUNT_DELAY_SECONDS,
    requestTimeoutSeconds: env.REQUEST_TIMEOUT_SECONDS,
    shutdownTimeoutSeconds: env.SHUTDOWN_TIMEOUT_SECONDS,
    timeZone: env.TIME_ZONE ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
    tls:
      env.TLS_CERT_FILE && env.TLS_KEY_FILE
        ? {
            cert: readSetting(env.TLS_CERT_FILE, 'TLS_CERT_FILE'),
            key: readSetting(env.TLS_KEY_FILE, 'TLS_KEY_FILE'),
          }
        : undefined,
    map: {
      tileUrl: env.MAP_TILE_URL,
      attribution: env.MAP_TILE_ATTRIBUTION,
      attributionUrl: env.MAP_TILE_ATTRIBUTION_URL,
    },
    defaultPhoneRegion: env.DEFAULT_PHONE_REGION,
    sms: {
      provider: env.SMS_PROVIDER,
      webhookUrl: env.SMS_WEBHOOK_URL,
      twilio: {
        accountSid: env.TWILIO_ACCOUNT_SID,
        authToken: env.TWILIO_AUTH_TOKEN,
        from: env.TWILIO_FROM,
        apiBase: env.TWILIO_API_BASE,
      },
    },
    admin: {
      email: env.ADMIN_EMAIL,
      phone: env.ADMIN_PHONE,
      password: env.ADMIN_PASSWORD,
      firstName: env.ADMIN_FIRST_NAME,
      lastName: env.ADMIN_LAST_NAME,
    },
    logLevel: env.LOG_LEVEL,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    housekeepingIntervalSeconds: env.HOUSEKEEPING_INTERVAL_SECONDS,
    auditRetentionDays: env.AUDIT_RETENTION_DAYS,
    auditKey: auditKeyFrom(env, dataDir),
    auditCheckpointFile: checkpointFileFrom(env, dataDir),
    auditCheckpointEvery: env.AUDIT_CHECKPOINT_EVERY,
    apiTokenRatePerMinute: env.API_TOKEN_RATE_PER_MINUTE,
    qualityFarMeters: env.QUALITY_FAR_KM * 1000,
    mfaRequired: env.MFA_REQUIRED ?? (raw.NODE_ENV === 'production' ? 'office' : 'none'),
    webauthn: { rpId: env.WEBAUTHN_RP_ID, origin: env.WEBAUTHN_ORIGIN },
    staticRoot: path.resolve(env.STATIC_ROOT ?? REPO_ROOT),
    remotesManifest: env.REMOTES_MANIFEST,
    serveStatic: true,
  };
}
