import { Type, type Static, type TSchema } from 'typebox';
import { Value } from 'typebox/value';

// The environment the server reads, as one schema: every bad variable is reported at once, in
// one error, instead of the first one stopping the start (and the next one the start after).
// Each `description` completes "NAME must be ...". Defaults and meanings: docs/configuration.md.

const int = (min: number, fallback: number, max?: number) =>
  Type.Integer({
    minimum: min,
    ...(max === undefined ? {} : { maximum: max }),
    default: fallback,
    description: max === undefined ? `an integer >= ${min}` : `an integer ${min}–${max}`,
  });
const text = (fallback?: string) =>
  Type.String(fallback === undefined ? { description: 'text' } : { default: fallback, description: 'text' });
const optional = <T extends TSchema>(schema: T) => Type.Optional(schema);
const URL_RULE = { pattern: '^https?://\\S+$', description: 'an http:// or https:// URL' };
const url = (fallback?: string) => Type.String(fallback === undefined ? URL_RULE : { ...URL_RULE, default: fallback });
const oneOf = <T extends string>(values: readonly T[], fallback: T) =>
  Type.Union(
    values.map((v) => Type.Literal(v)),
    { default: fallback, description: `one of ${values.join(', ')}` },
  );

export const SMS_PROVIDERS = ['console', 'webhook', 'twilio'] as const;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export const EnvSchema = Type.Object({
  PORT: int(0, 8080, 65535),
  HOST: text('127.0.0.1'),
  DATA_DIR: text('./data'),
  DATABASE_URL: optional(text()),
  // Read replicas of DATABASE_URL (issue 40): comma-separated postgres:// URLs, checked in crossChecks.
  DATABASE_REPLICA_URLS: optional(text()),
  REPLICA_MAX_LAG_MS: int(1, 5000),
  JWT_SECRET: optional(text()),
  SESSION_TTL: Type.String({
    pattern: '^\\d+(\\.\\d+)?\\s*(ms|s|m|h|d)?$',
    default: '12h',
    description: 'a duration such as 12h, 30m or 3600',
  }),
  OTP_TTL_SECONDS: int(1, 120),
  OTP_VERIFIED_TTL_SECONDS: int(1, 1800),
  OTP_MAX_PER_PHONE_PER_HOUR: int(1, 5),
  OTP_MAX_PER_USER_PER_HOUR: int(1, 30),
  OTP_PHONE_CEILING_PER_HOUR: int(1, 15),
  LOGIN_MAX_FAILURES: int(1, 5),
  LOGIN_MAX_FAILURES_PER_ADDRESS: int(1, 50),
  LOGIN_WINDOW_SECONDS: int(1, 900),
  LOGIN_ACCOUNT_FAILURES_BEFORE_DELAY: int(1, 10),
  LOGIN_ACCOUNT_DELAY_SECONDS: int(1, 30),
  REQUEST_TIMEOUT_SECONDS: int(1, 30),
  SHUTDOWN_TIMEOUT_SECONDS: int(1, 10),
  DEFAULT_PHONE_REGION: Type.String({
    pattern: '^[A-Z]{2}$',
    default: 'IN',
    description: 'a two-letter region code such as IN',
  }),
  SMS_PROVIDER: oneOf(SMS_PROVIDERS, 'console'),
  SMS_WEBHOOK_URL: optional(url()),
  TWILIO_ACCOUNT_SID: optional(text()),
  TWILIO_AUTH_TOKEN: optional(text()),
  TWILIO_FROM: optional(text()),
  TWILIO_API_BASE: url('https://api.twilio.com'),
  ADMIN_EMAIL: optional(text()),
  ADMIN_PHONE: optional(text()),
  ADMIN_PASSWORD: optional(text()),
  ADMIN_FIRST_NAME: optional(text()),
  ADMIN_LAST_NAME: optional(text()),
  LOG_LEVEL: oneOf(LOG_LEVELS, 'info'),
  // false/0, true, a hop count or proxy addresses: read by parseTrustProxy.
  TRUST_PROXY: optional(text()),
  HOUSEKEEPING_INTERVAL_SECONDS: int(1, 600),
  API_TOKEN_RATE_PER_MINUTE: int(1, 120, 1_000_000),
  // far_from_ward (issue 30): kilometres from the ward's median position; decimals allowed.
  QUALITY_FAR_KM: Type.Number({
    exclusiveMinimum: 0,
    maximum: 1000,
    default: 5,
    description: 'a number of kilometres above 0, at most 1000 (such as 5 or 2.5)',
  }),
  AUDIT_RETENTION_DAYS: optional(Type.Integer({ minimum: 1, description: 'an integer >= 1' })),
  AUDIT_KEY: optional(
    Type.String({
      pattern: '^\\S{32,}$',
      description: 'at least 32 characters with no spaces (for example from: openssl rand -base64 32)',
    }),
  ),
  AUDIT_CHECKPOINT_FILE: optional(text()),
  AUDIT_CHECKPOINT_EVERY: int(1, 100),
  // HTTPS served by this process (PEM files), for a deployment without a TLS proxy in front.
  TLS_CERT_FILE: optional(text()),
  TLS_KEY_FILE: optional(text()),
  // An IANA zone name, checked against the zones this Node knows in crossChecks.
  TIME_ZONE: optional(Type.String({ description: 'an IANA time zone name such as Asia/Kathmandu' })),
  // The map page's base map: a raster tile address with {z}, {x} and {y} ({s} for subdomains).
  MAP_TILE_URL: url('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_TILE_ATTRIBUTION: text('© OpenStreetMap contributors'),
  MAP_TILE_ATTRIBUTION_URL: url('https://www.openstreetmap.org/copyright'),
  // A second factor for office accounts (issue 39): unset, 'office' when NODE_ENV=production.
  MFA_REQUIRED: optional(
    Type.Union([Type.Literal('none'), Type.Literal('office')], { description: 'one of none, office' }),
  ),
  // Passkeys: the site's domain and address as the browser sees them (unset: from the request).
  WEBAUTHN_RP_ID: optional(
    Type.String({ pattern: '^[a-z0-9.-]+$', description: 'a domain name such as registry.example.org' }),
  ),
  WEBAUTHN_ORIGIN: optional(
    Type.String({ pattern: '^https?://[^/\\s]+$', description: 'an origin such as https://registry.example.org' }),
  ),
  STATIC_ROOT: optional(text()),
  REMOTES_MANIFEST: optional(text()),
});

export type Env = Static<typeof EnvSchema>;
type RawEnv = Record<string, string | undefined>;

const properties = EnvSchema.properties as Record<string, TSchema & { type?: string; description?: string }>;

/**
 * Only the variables we know, trimmed; blank counts as unset (a `FOO=` line in a unit file).
 * Whole numbers become numbers, anything else stays text so that the schema rejects it: "1.5" or
 * "ten" is an error, never a silently rounded or dropped setting. The password is kept as typed.
 */
function prepare(env: RawEnv): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(properties)) {
    const raw = env[name];
    if (raw === undefined || raw.trim() === '') continue;
    const value = name === 'ADMIN_PASSWORD' ? raw : raw.trim();
    if (schema.type === 'integer' && /^[+-]?\d+$/.test(value)) out[name] = Number(value);
    else if (schema.type === 'number' && /^[+-]?\d+(\.\d+)?$/.test(value)) out[name] = Number(value);
    else if (name === 'SMS_PROVIDER') out[name] = value.toLowerCase();
    else if (name === 'DEFAULT_PHONE_REGION') out[name] = value.toUpperCase();
    else if (name === 'MFA_REQUIRED' || name === 'WEBAUTHN_RP_ID') out[name] = value.toLowerCase();
    else out[name] = value;
  }
  return out;
}

/** Rules across variables, which a per-variable schema cannot say. */
function crossChecks(env: Env): string[] {
  const problems: string[] = [];
  if (env.SMS_PROVIDER === 'webhook' && !env.SMS_WEBHOOK_URL) {
    problems.push('SMS_WEBHOOK_URL is required when SMS_PROVIDER is webhook');
  }
  if (env.SMS_PROVIDER === 'twilio' && !(env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM)) {
    problems.push('TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM are required when SMS_PROVIDER is twilio');
  }
  if (env.DATABASE_REPLICA_URLS) problems.push(...replicaProblems(env.DATABASE_REPLICA_URLS, env.DATABASE_URL));
  if (Boolean(env.TLS_CERT_FILE) !== Boolean(env.TLS_KEY_FILE)) {
    problems.push('TLS_CERT_FILE and TLS_KEY_FILE must be set together');
  }
  if (env.TIME_ZONE && !isTimeZone(env.TIME_ZONE)) {
    problems.push(`TIME_ZONE must be ${properties.TIME_ZONE!.description}`);
  }
  if (env.MAP_TILE_URL && !tileOrigin(env.MAP_TILE_URL)) {
    problems.push('MAP_TILE_URL must be an http:// or https:// tile address with {z}, {x} and {y}');
  }
  if (env.WEBAUTHN_RP_ID && env.WEBAUTHN_ORIGIN) {
    const host = new URL(env.WEBAUTHN_ORIGIN).hostname;
    if (host !== env.WEBAUTHN_RP_ID && !host.endsWith(`.${env.WEBAUTHN_RP_ID}`)) {
      problems.push("WEBAUTHN_RP_ID must be WEBAUTHN_ORIGIN's host name or a domain it is under");
    }
  }
  return problems;
}

/** DATABASE_REPLICA_URLS split at its commas, blanks dropped. */
export const replicaUrlsOf = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((u) => u.trim())
    .filter(Boolean);

/**
 * Replicas stream from a PostgreSQL server: without DATABASE_URL the server runs on the embedded
 * database, which has none, and a replica list there is a mistake worth stopping the start for.
 */
function replicaProblems(value: string, databaseUrl: string | undefined): string[] {
  if (!databaseUrl) {
    return [
      'DATABASE_REPLICA_URLS needs DATABASE_URL: read replicas copy a PostgreSQL server, and the embedded database (PGlite) has none',
    ];
  }
  const urls = replicaUrlsOf(value);
  if (urls.length === 0 || !urls.every((u) => /^postgres(ql)?:\/\/\S+$/.test(u))) {
    return ['DATABASE_REPLICA_URLS must be postgres:// URLs separated by commas'];
  }
  if (urls.includes(databaseUrl)) return ['DATABASE_REPLICA_URLS must not name DATABASE_URL itself'];
  return [];
}

/**
 * The origin the browser fetches tiles from, for the content security policy: `{s}` in the host
 * (a subdomain per request) becomes `*.`; undefined when the address is not a tile template.
 */
export function tileOrigin(template: string): string | undefined {
  if (!['{z}', '{x}', '{y}'].every((p) => template.includes(p))) return undefined;
  try {
    const url = new URL(template.replace('{s}', 'tile-subdomain').replace(/\{[a-z]+\}/g, '0'));
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
    return url.origin.replace('tile-subdomain', '*');
  } catch {
    return undefined;
  }
}

/**
 * An IANA zone name the runtime knows. An offset such as '+05:45' is refused although Intl takes
 * it: PostgreSQL reads a bare offset the POSIX way, with the sign inverted (UTC-05:45), so the
 * reports' days would be cut at the wrong hours; and a fixed offset misses any past change.
 */
function isTimeZone(name: string): boolean {
  if (/^[+-]|^(utc|gmt)?[+-]\d/i.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The environment checked against EnvSchema, defaults filled in; throws one error naming every bad variable. */
export function parseEnv(env: RawEnv): Env {
  const value = Value.Default(EnvSchema, prepare(env));
  // Variable by variable: Value.Errors stops early inside a failed union, and every bad
  // variable must be named.
  const problems: string[] = [];
  for (const [name, schema] of Object.entries(properties)) {
    const given = (value as Record<string, unknown>)[name];
    if (given === undefined) continue;
    if (!Value.Check(schema, given)) problems.push(`${name} must be ${schema.description ?? 'valid'}`);
  }
  problems.push(...crossChecks(value as Env));
  if (problems.length > 0) throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  return value as Env;
}
