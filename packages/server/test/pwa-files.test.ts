// The installable app's files as the server sends them: the service worker is re-checked on
// every load (never held by a cache, or a new build would wait for the cache to expire), may run
// under this origin's CSP, and the web app manifest is served with its own type.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startTestApp, type TestApp } from './support/test-app';

jest.setTimeout(120_000);

let root: string;
let t: TestApp;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'hr-pwa-'));
  const dist = path.join(root, 'shell', 'dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>x</title>');
  writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(path.join(dist, 'main.0123abcd.js'), 'void 0;');
  writeFileSync(
    path.join(dist, 'manifest.webmanifest'),
    JSON.stringify({ name: 'Household Registry', display: 'standalone' }),
  );
  writeFileSync(path.join(dist, 'remotes.json'), '{}');
  t = await startTestApp({ serveStatic: true, staticRoot: root });
});
afterAll(async () => {
  await t?.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string) => fetch(`${t.baseUrl}${url}`);

function cspDirective(res: Response, name: string): string | undefined {
  const csp = res.headers.get('content-security-policy') ?? '';
  const found = csp
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([directive]) => directive === name);
  return found?.slice(1).join(' ');
}

test('/sw.js is JavaScript that every load re-checks, never a year-long cached file', async () => {
  const res = await get('/sw.js');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/javascript/);
  expect(res.headers.get('cache-control')).toBe('no-cache');
  // A hashed chunk beside it keeps its long cache: only the entry points are re-checked.
  expect((await get('/main.0123abcd.js')).headers.get('cache-control')).toContain('immutable');
});

test('the CSP lets this origin, and only it, provide the service worker and the manifest', async () => {
  for (const url of ['/', '/sw.js', '/user/people/new']) {
    const res = await get(url);
    expect(cspDirective(res, 'worker-src')).toBe("'self'");
    expect(cspDirective(res, 'manifest-src')).toBe("'self'");
  }
});

test('/manifest.webmanifest is served as a web app manifest, re-checked on every load', async () => {
  const res = await get('/manifest.webmanifest');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
  expect(res.headers.get('cache-control')).toBe('no-cache');
  expect(((await res.json()) as { name: string }).name).toBe('Household Registry');
});
