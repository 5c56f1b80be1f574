import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config';

// The configuration is read once at start: an operator who typed several things wrong must
// learn all of them from one failed start, with the variable names as they wrote them.
const base = {
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'hr-config-')),
  JWT_SECRET: 'x'.repeat(40),
};

describe('server configuration from the environment', () => {
  it('reads a valid TIME_ZONE as it is written', () => {
    expect(loadConfig({ ...base, TIME_ZONE: 'Asia/Kathmandu' }).timeZone).toBe('Asia/Kathmandu');
  });

  it('keeps the documented defaults when nothing is set (blank counts as unset)', () => {
    const c = loadConfig({ ...base, PORT: '', SMS_PROVIDER: '  ' });
    expect(c).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: undefined,
      replicas: { urls: [], maxLagMs: 5000, checkIntervalMs: 2000 },
      sessionTtlMs: 12 * 3_600_000,
      otpTtlSeconds: 120,
      otpVerifiedTtlSeconds: 1800,
      otpMaxPerPhonePerHour: 5,
      otpMaxPerUserPerHour: 30,
      otpPhoneCeilingPerHour: 15,
      loginMaxFailures: 5,
      loginMaxFailuresPerAddress: 50,
      loginWindowSeconds: 900,
      loginAccountFailuresBeforeDelay: 10,
      loginAccountDelaySeconds: 30,
      requestTimeoutSeconds: 30,
      shutdownTimeoutSeconds: 10,
      defaultPhoneRegion: 'IN',
      sms: {
        provider: 'console',
        webhookUrl: undefined,
        twilio: { apiBase: 'https://api.twilio.com' },
      },
      logLevel: 'info',
      trustProxy: false,
      housekeepingIntervalSeconds: 600,
      auditRetentionDays: undefined,
      auditCheckpointEvery: 100,
      auditCheckpointFile: path.join(base.DATA_DIR, 'audit-checkpoints.jsonl'),
      remotesManifest: undefined,
    });
  });

  it('the audit key: AUDIT_KEY as given, else generated once into DATA_DIR/audit-key (0600) and kept', () => {
    const generated = loadConfig(base).auditKey;
    expect(generated.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(base.DATA_DIR, 'audit-key'), 'utf8')).toBe(generated);
    expect(statSync(path.join(base.DATA_DIR, 'audit-key')).mode & 0o777).toBe(0o600);
    expect(loadConfig(base).auditKey).toBe(generated);
    const given = 'k'.repeat(32);
    expect(
      loadConfig({ ...base, AUDIT_KEY: given, AUDIT_CHECKPOINT_FILE: 'cp.jsonl' }),
    ).toMatchObject({
      auditKey: given,
      auditCheckpointFile: path.resolve('cp.jsonl'),
    });
  });

  it('reads every setting as written, trimmed, case-insensitive where docs/configuration.md says so', () => {
    const c = loadConfig({
      ...base,
      PORT: ' 0 ',
      SESSION_TTL: '30m',
      REQUEST_TIMEOUT_SECONDS: '5',
      SMS_PROVIDER: 'Webhook',
      SMS_WEBHOOK_URL: 'http://127.0.0.1:9/sms',
      DEFAULT_PHONE_REGION: 'np',
      AUDIT_RETENTION_DAYS: '365',
      LOG_LEVEL: 'silent',
      ADMIN_PASSWORD: ' spaced pass ',
    });
    expect(c.port).toBe(0);
    expect(c.sessionTtlMs).toBe(30 * 60_000);
    expect(c.requestTimeoutSeconds).toBe(5);
    expect(c.sms).toMatchObject({ provider: 'webhook', webhookUrl: 'http://127.0.0.1:9/sms' });
    expect(c.defaultPhoneRegion).toBe('NP');
    expect(c.auditRetentionDays).toBe(365);
    expect(c.logLevel).toBe('silent');
    expect(c.admin.password).toBe(' spaced pass ');
  });

  it('DATABASE_REPLICA_URLS: a comma-separated list beside DATABASE_URL, trimmed; REPLICA_MAX_LAG_MS', () => {
    const c = loadConfig({
      ...base,
      DATABASE_URL: 'postgres://hr@db-primary:5432/registry',
      DATABASE_REPLICA_URLS: ' postgres://hr@db-replica-1:5432/registry ,postgresql://hr@db-replica-2/registry, ',
      REPLICA_MAX_LAG_MS: '2500',
    });
    expect(c.replicas).toEqual({
      urls: ['postgres://hr@db-replica-1:5432/registry', 'postgresql://hr@db-replica-2/registry'],
      maxLagMs: 2500,
      checkIntervalMs: 2000,
    });
  });

  it('QUALITY_FAR_KM: 5 km unless set; decimals allowed', () => {
    expect(loadConfig(base).qualityFarMeters).toBe(5000);
    expect(loadConfig({ ...base, QUALITY_FAR_KM: ' 2.5 ' }).qualityFarMeters).toBe(2500);
  });

  it('one error lists every bad variable, each with what it must be', () => {
    expect(() =>
      loadConfig({
        ...base,
        PORT: '70000',
        SMS_PROVIDER: 'carrier-pigeon',
        OTP_TTL_SECONDS: '1.5',
        LOGIN_MAX_FAILURES: 'ten',
        SESSION_TTL: 'a while',
        LOG_LEVEL: 'loud',
      }),
    ).toThrow(
      'Invalid configuration: PORT must be an integer 0–65535; SESSION_TTL must be a duration such as 12h, 30m or 3600; ' +
        'OTP_TTL_SECONDS must be an integer >= 1; LOGIN_MAX_FAILURES must be an integer >= 1; ' +
        'SMS_PROVIDER must be one of console, webhook, twilio; LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    );
  });

  it.each([
    [{ PORT: '-1' }, 'PORT must be an integer 0–65535'],
    [
      { HOUSEKEEPING_INTERVAL_SECONDS: '0' },
      'HOUSEKEEPING_INTERVAL_SECONDS must be an integer >= 1',
    ],
    [{ AUDIT_RETENTION_DAYS: '0' }, 'AUDIT_RETENTION_DAYS must be an integer >= 1'],
    [
      { AUDIT_KEY: 'short key' },
      'AUDIT_KEY must be at least 32 characters with no spaces (for example from: openssl rand -base64 32)',
    ],
    [{ AUDIT_CHECKPOINT_EVERY: '0' }, 'AUDIT_CHECKPOINT_EVERY must be an integer >= 1'],
    [
      { QUALITY_FAR_KM: '0' },
      'QUALITY_FAR_KM must be a number of kilometres above 0, at most 1000 (such as 5 or 2.5)',
    ],
    [
      { QUALITY_FAR_KM: 'five' },
      'QUALITY_FAR_KM must be a number of kilometres above 0, at most 1000 (such as 5 or 2.5)',
    ],
    [
      { QUALITY_FAR_KM: '1e3' },
      'QUALITY_FAR_KM must be a number of kilometres above 0, at most 1000 (such as 5 or 2.5)',
    ],
    [
      { TIME_ZONE: 'Asia/Katmandoo' },
      'TIME_ZONE must be an IANA time zone name such as Asia/Kathmandu',
    ],
    [{ TIME_ZONE: '+05:45' }, 'TIME_ZONE must be an IANA time zone name such as Asia/Kathmandu'],
    [
      { DATABASE_REPLICA_URLS: 'postgres://db-replica-1/registry' },
      'DATABASE_REPLICA_URLS needs DATABASE_URL: read replicas copy a PostgreSQL server, and the embedded database (PGlite) has none',
    ],
    [
      { DATABASE_URL: 'postgres://db/registry', DATABASE_REPLICA_URLS: 'db-replica-1:5432' },
      'DATABASE_REPLICA_URLS must be postgres:// URLs separated by commas',
    ],
    [
      { DATABASE_URL: 'postgres://db/registry', DATABASE_REPLICA_URLS: 'postgres://db/registry' },
      'DATABASE_REPLICA_URLS must not name DATABASE_URL itself',
    ],
    [{ REPLICA_MAX_LAG_MS: '0' }, 'REPLICA_MAX_LAG_MS must be an integer >= 1'],
    [{ SMS_PROVIDER: 'webhook' }, 'SMS_WEBHOOK_URL is required when SMS_PROVIDER is webhook'],
    [
      { SMS_PROVIDER: 'webhook', SMS_WEBHOOK_URL: 'gateway.local/sms' },
      'SMS_WEBHOOK_URL must be an http:// or https:// URL',
    ],
    [
      { SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'AC1' },
      'TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM are required when SMS_PROVIDER is twilio',
    ],
  ])('%j is refused: %s', (env, message) => {
    expect(() => loadConfig({ ...base, ...env })).toThrow(`Invalid configuration: ${message}`);
  });

  it('the server process refuses to start with the whole list on stderr and exit 1', () => {
    const server = path.resolve(__dirname, '../src/main.ts');
    const run = spawnSync(process.execPath, ['--import', 'tsx', server], {
      env: {
        ...process.env,
        ...base,
        PORT: 'eighty',
        SMS_PROVIDER: 'sms',
        TIME_ZONE: 'Mars/Olympus',
        LOG_LEVEL: 'silent',
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.stderr.trim()).toBe(
      'Invalid configuration: PORT must be an integer 0–65535; SMS_PROVIDER must be one of console, webhook, twilio; TIME_ZONE must be an IANA time zone name such as Asia/Kathmandu',
    );
    expect(run.status).toBe(1);
  });

  it('the server process on the embedded database refuses DATABASE_REPLICA_URLS, saying why', () => {
    const server = path.resolve(__dirname, '../src/main.ts');
    const run = spawnSync(process.execPath, ['--import', 'tsx', server], {
      env: {
        ...process.env,
        ...base,
        DATABASE_URL: '',
        DATABASE_REPLICA_URLS: 'postgres://hr@db-replica-1:5432/registry',
        LOG_LEVEL: 'silent',
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.stderr.trim()).toBe(
      'Invalid configuration: DATABASE_REPLICA_URLS needs DATABASE_URL: read replicas copy a PostgreSQL server, and the embedded database (PGlite) has none',
    );
    expect(run.status).toBe(1);
  });
});
