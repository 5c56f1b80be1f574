// Security headers on every kind of response (API, pages, remotes), the CSP built from the
// served remotes manifest (and rebuilt when it changes), the shell pages' inline scripts allowed by
// their hashes alone, HSTS only over HTTPS (the proxy's or the server's own).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { get as httpsGet } from 'node:https';
import path from 'node:path';
import { loadConfig } from '../src/config';
import { startTestApp, type TestApp } from './support/test-app';

jest.setTimeout(120_000);

let root: string;
let manifest: string;
let t: TestApp;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'hr-headers-'));
  mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
  mkdirSync(path.join(root, 'remote-admin', 'dist'), { recursive: true });
  writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), '<!doctype html><title>x</title>');
  writeFileSync(path.join(root, 'remote-admin', 'dist', 'remoteEntry.js'), 'var remote_admin;');
  manifest = path.join(root, 'remotes.json');
  writeFileSync(
    manifest,
    JSON.stringify({
      remote_admin: '/remotes/admin/remoteEntry.js',
      remote_lookups: 'https://cdn.example.org/lookups/remoteEntry.js',
      remote_collector: 'https://cdn.example.org:8443/collector/remoteEntry.js',
    }),
  );
  t = await startTestApp({ serveStatic: true, staticRoot: root, remotesManifest: manifest });
});
afterAll(async () => {
  await t?.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  fetch(`${t.baseUrl}${url}`, { headers });

function directives(res: Response): Record<string, string> {
  const csp = res.headers.get('content-security-policy') ?? '';
  return Object.fromEntries(
    csp
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name, ...values] = d.split(/\s+/);
        return [name!, values.join(' ')];
      }),
  );
}

function expectSecurityHeaders(res: Response) {
  const csp = directives(res);
  expect(csp['script-src']).toBe("'self' https://cdn.example.org https://cdn.example.org:8443");
  expect(csp['connect-src']).toBe(csp['script-src']);
  expect(csp['frame-ancestors']).toBe("'none'");
  expect(csp['object-src']).toBe("'none'");
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  expect(res.headers.get('x-frame-options')).toBe('DENY');
  expect(res.headers.get('x-powered-by')).toBeNull();
  // Plain HTTP and no trusted proxy saying otherwise: no HSTS.
  expect(res.headers.get('strict-transport-security')).toBeNull();
}

describe('security headers', () => {
  it('API answers carry them, and JSON under /api is never stored by a cache', async () => {
    const ok = await get('/api/health');
    expect(ok.status).toBe(200);
    expectSecurityHeaders(ok);
    expect(ok.headers.get('cache-control')).toBe('no-store');

    const denied = await get('/api/admin/users');
    expect(denied.status).toBe(401);
    expectSecurityHeaders(denied);
    expect(denied.headers.get('cache-control')).toBe('no-store');
    const missing = await get('/api/nope');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-store');
  });

  it('pages, the manifest and remote files carry them too', async () => {
    const page = await get('/admin/dashboard', { accept: 'text/html' });
    expect(page.status).toBe(200);
    expectSecurityHeaders(page);
    const index = await get('/');
    expect(index.status).toBe(200);
    expectSecurityHeaders(index);
    expectSecurityHeaders(await get('/remotes.json'));
    const remote = await get('/remotes/admin/remoteEntry.js');
    expect(remote.status).toBe(200);
    expectSecurityHeaders(remote);
    // A shell on another origin may still load the remote with <script>.
    expect(remote.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });

  it('the policy follows the manifest when it changes, without a restart', async () => {
    writeFileSync(
      manifest,
      JSON.stringify({
        remote_admin: '/remotes/admin/remoteEntry.js',
        remote_lookups: 'https://static.example.net/lookups/remoteEntry.js',
        remote_collector: '/remotes/collector/remoteEntry.js',
      }),
    );
    const csp = directives(await get('/api/health'));
    expect(csp['script-src']).toBe("'self' https://static.example.net");
    expect(csp['connect-src']).toBe("'self' https://static.example.net");
  });

  it('allows the origins of entries and descriptors written as { entry, descriptor }', async () => {
    writeFileSync(
      manifest,
      JSON.stringify({
        remote_admin: {
          entry: '/remotes/admin/remoteEntry.js',
          descriptor: '/remotes/admin/descriptor.json',
        },
        remote_lookups: {
          entry: 'https://static.example.net/lookups/remoteEntry.js',
          descriptor: 'https://meta.example.net/lookups/descriptor.json',
        },
        remote_collector: {
          entry: 'javascript:alert(1)',
          descriptor: "https://x.org 'unsafe-eval'",
        },
      }),
    );
    const csp = directives(await get('/api/health'));
    expect(csp['script-src']).toBe("'self' https://meta.example.net https://static.example.net");
    expect(csp['connect-src']).toBe("'self' https://meta.example.net https://static.example.net");
  });

  it('sends HSTS when a trusted proxy says the request came over HTTPS', async () => {
    const res = await get('/api/health', { 'x-forwarded-proto': 'https' });
    expect(res.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
  });
});

describe('without a trusted proxy', () => {
  let direct: TestApp;
  beforeAll(async () => {
    direct = await startTestApp({ trustProxy: false });
  });
  afterAll(() => direct?.close());

  it('a client cannot ask for HSTS by writing X-Forwarded-Proto itself', async () => {
    const res = await fetch(`${direct.baseUrl}/api/health`, {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('strict-transport-security')).toBeNull();
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });
});

describe('served over HTTPS by the server itself (TLS_CERT_FILE, TLS_KEY_FILE)', () => {
  let secure: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'hr-tls-'));
    const made = spawnSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        'key.pem',
        '-out',
        'cert.pem',
      ],
      { cwd: dir, encoding: 'utf8' },
    );
    expect(made.status).toBe(0);
    const config = loadConfig({
      TLS_CERT_FILE: path.join(dir, 'cert.pem'),
      TLS_KEY_FILE: path.join(dir, 'key.pem'),
      DATA_DIR: dir,
    });
    secure = await startTestApp({ tls: config.tls, trustProxy: false });
  });
  afterAll(async () => {
    await secure?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers over HTTPS with HSTS; the same request over plain HTTP is not answered', async () => {
    expect(secure.baseUrl).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    const res = await new Promise<{ status?: number; hsts: unknown }>((resolve, reject) => {
      httpsGet(`${secure.baseUrl}/api/health`, { rejectUnauthorized: false }, (r) => {
        r.resume();
        resolve({ status: r.statusCode, hsts: r.headers['strict-transport-security'] });
      }).on('error', reject);
    });
    expect(res).toEqual({ status: 200, hsts: 'max-age=31536000; includeSubDomains' });
    await expect(
      fetch(secure.baseUrl.replace('https:', 'http:') + '/api/health'),
    ).rejects.toThrow();
  });

  it('TLS_CERT_FILE without TLS_KEY_FILE, or a file that cannot be read, stops the start', () => {
    expect(() => loadConfig({ TLS_CERT_FILE: path.join(dir, 'cert.pem'), DATA_DIR: dir })).toThrow(
      'TLS_CERT_FILE and TLS_KEY_FILE must be set together',
    );
    expect(() =>
      loadConfig({
        TLS_CERT_FILE: path.join(dir, 'nope.pem'),
        TLS_KEY_FILE: path.join(dir, 'key.pem'),
        DATA_DIR: dir,
      }),
    ).toThrow(/TLS_CERT_FILE cannot be read/);
  });
});

describe("the shell pages' inline scripts", () => {
  let built: string;
  let served: TestApp;
  const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
  const FIRST_PAINT = '!function(){document.title="x · Household Registry"}();';
  const LOGIN = 'document.documentElement.dataset.theme="dark";';
  const page = (inline: string) =>
    `<!doctype html><html><head><script defer="defer" src="/main.0123abcd.js"></script></head>` +
    `<body><div id="root"></div><script>${inline}</script></body></html>`;

  beforeAll(async () => {
    built = mkdtempSync(path.join(tmpdir(), 'hr-inline-'));
    mkdirSync(path.join(built, 'shell', 'dist', 'login', 'user'), { recursive: true });
    writeFileSync(path.join(built, 'shell', 'dist', 'index.html'), page(FIRST_PAINT));
    writeFileSync(path.join(built, 'shell', 'dist', 'login', 'user', 'index.html'), page(LOGIN));
    served = await startTestApp({ serveStatic: true, staticRoot: built });
  });
  afterAll(async () => {
    await served?.close();
    rmSync(built, { recursive: true, force: true });
  });

  const scriptSrc = async (url: string) =>
    directives(await fetch(`${served.baseUrl}${url}`, { headers: { accept: 'text/html' } }))[
      'script-src'
    ];

  it('are allowed by their hashes, and no other inline script is', async () => {
    const allowed = await scriptSrc('/user/dashboard');
    expect(allowed?.split(' ').sort()).toEqual(
      ["'self'", sha256(FIRST_PAINT), sha256(LOGIN)].sort(),
    );
    expect(allowed).not.toContain('unsafe-inline');
    expect(allowed).not.toContain(sha256('alert(1)'));
    // The same policy on every response (the API's too).
    expect(await scriptSrc('/api/health')).toBe(allowed);
  });

  it('follow a new build without a restart', async () => {
    const rebuilt = `${FIRST_PAINT}/* new build */`;
    writeFileSync(path.join(built, 'shell', 'dist', 'index.html'), page(rebuilt));
    const allowed = await scriptSrc('/user/dashboard');
    expect(allowed).toContain(sha256(rebuilt));
    expect(allowed).not.toContain(sha256(FIRST_PAINT));
  });
});
