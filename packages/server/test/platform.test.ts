import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants as zlibConstants,
  gunzipSync,
} from 'node:zlib';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { migrate } from '../src/db/migrate';
import { startTestApp, type TestApp } from './support/test-app';

jest.setTimeout(120_000);

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

describe('errors', () => {
  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.call('GET', '/nope');
    expect(res).toMatchObject({ status: 404, body: { message: 'Not found' } });
  });

  it('answers a body that is not a JSON object with 400, never 500', async () => {
    const res = await fetch(`${t.baseUrl}/api/auth/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '"hello"',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'Request body must be a JSON object', code: 'VALIDATION_FAILED' });
    const xml = await fetch(`${t.baseUrl}/api/auth/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/xml' },
      body: '<a/>',
    });
    expect(xml.status).toBe(415);
    expect(await xml.json()).toEqual({ message: 'Content type must be application/json', code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('migrations are idempotent', async () => {
    expect(await migrate(t.app.db)).toEqual([]);
  });
});

function rawGet(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
    request(url, { headers }, (res) => {
      let body = '';
      res.setEncoding('latin1');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    })
      .on('error', reject)
      .end();
  });
}

describe('static files (one-port production server)', () => {
  it('serves the shell, remotes with CORS, the manifest and the history fallback', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'hr-static-'));
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    };
    write('shell/dist/index.html', '<!doctype html><title>Shell</title>');
    write('shell/dist/main.0123abcd.js', 'console.log("main");'.repeat(100));
    write('shell/dist/remotes.json', '{"remote_admin":"/remotes/admin/remoteEntry.js"}');
    write('remote-admin/dist/remoteEntry.js', 'var remote_admin;'.repeat(100));
    write('remote-admin/dist/123.89abcdef01.js', 'x');
    // The build's brotli twin of a remote's chunk (packages/build): sent as it is to a browser
    // that takes brotli, with the chunk's own caching and CORS.
    const chunkText = 'export const people = [];'.repeat(100);
    write('remote-admin/dist/456.fedcba9876.js', chunkText);
    writeFileSync(
      path.join(root, 'remote-admin/dist/456.fedcba9876.js.br'),
      brotliCompressSync(chunkText, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    for (const file of ['remote-admin/dist/remoteEntry.js', 'shell/dist/index.html'])
      writeFileSync(path.join(root, `${file}.br`), brotliCompressSync(readFileSync(path.join(root, file))));
    const dataDir = mkdtempSync(path.join(tmpdir(), 'hr-static-data-'));
    const config = {
      ...loadConfig({
        DATA_DIR: dataDir,
        DATABASE_URL: t.config.databaseUrl,
        JWT_SECRET: 'x'.repeat(40),
        STATIC_ROOT: root,
        LOG_LEVEL: 'silent',
      }),
      serveStatic: true,
    };
    const app = await buildApp(config, { logger: false });
    try {
      const base = await app.listen({ port: 0, host: '127.0.0.1' });
      const index = await rawGet(`${base}/`);
      expect(index.status).toBe(200);
      expect(index.body).toContain('<title>Shell</title>');
      expect(index.headers['cache-control']).toBe('no-cache');

      const deep = await rawGet(`${base}/admin/users/123`, { accept: 'text/html,*/*' });
      expect(deep.status).toBe(200);
      expect(deep.body).toContain('<title>Shell</title>');

      const hashed = await rawGet(`${base}/main.0123abcd.js`, { 'accept-encoding': 'gzip' });
      expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(hashed.headers['content-encoding']).toBe('gzip');

      const manifest = await rawGet(`${base}/remotes.json`);
      expect(JSON.parse(manifest.body)).toEqual({ remote_admin: '/remotes/admin/remoteEntry.js' });
      expect(manifest.headers['cache-control']).toBe('no-cache');

      const entry = await rawGet(`${base}/remotes/admin/remoteEntry.js`);
      expect(entry.status).toBe(200);
      expect(entry.headers['access-control-allow-origin']).toBe('*');
      expect(entry.headers['cache-control']).toBe('no-cache');
      // Entry points sent from their brotli twins are still re-checked on every load.
      for (const file of ['/remotes/admin/remoteEntry.js', '/']) {
        const sent = await rawGet(`${base}${file}`, { 'accept-encoding': 'br' });
        expect({ file, ...sent.headers }).toMatchObject({
          file,
          'content-encoding': 'br',
          'cache-control': 'no-cache',
        });
      }
      const chunk = await rawGet(`${base}/remotes/admin/123.89abcdef01.js`);
      expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const twin = await rawGet(`${base}/remotes/admin/456.fedcba9876.js`, {
        'accept-encoding': 'gzip, deflate, br',
      });
      expect(twin.headers).toMatchObject({
        'content-encoding': 'br',
        'content-type': expect.stringMatching(/^(application|text)\/javascript/),
        'cache-control': 'public, max-age=31536000, immutable',
        'access-control-allow-origin': '*',
      });
      expect(String(twin.headers.vary)).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(Buffer.from(twin.body, 'latin1')).toString()).toBe(chunkText);
      // A browser without brotli gets the chunk compressed as it is sent.
      const gzipped = await rawGet(`${base}/remotes/admin/456.fedcba9876.js`, {
        'accept-encoding': 'gzip',
      });
      expect(gzipped.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(Buffer.from(gzipped.body, 'latin1')).toString()).toBe(chunkText);

      // A missing remote folder is skipped; API paths never fall back to the page.
      expect((await rawGet(`${base}/remotes/lookups/remoteEntry.js`)).status).toBe(404);
      const api = await rawGet(`${base}/api/unknown`, { accept: 'text/html' });
      expect(api.status).toBe(404);
      expect(JSON.parse(api.body)).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
      const missingFile = await rawGet(`${base}/missing.js`, { accept: '*/*' });
      expect(missingFile.status).toBe(404);
    } finally {
      await app.close();
      rmSync(root, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
