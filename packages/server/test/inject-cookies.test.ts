// Fastify's app.inject (light-my-request) inside jest, cookies included. light-my-request 6.8
// asks for cookie 2, which is ESM-only: jest's CommonJS runtime cannot load it as it is, so
// jest.config.js transforms it (`transformIgnorePatterns`), and app.inject works here with the
// cookie light-my-request asks for (no `overrides` entry any more). cookie 2 declares Node 22,
// within the project's own `engines`. The server itself sets no cookies (sessions are Bearer
// tokens), so inject is the only user of that package.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { ADMIN, startTestApp } from './support/test-app';

jest.setTimeout(60_000);

describe('app.inject', () => {
  it('sends the cookies it is given and reads the cookies a reply sets', async () => {
    const app = Fastify();
    app.get('/echo', async (request, reply) => {
      reply.header('set-cookie', 'session=abc123; Path=/; HttpOnly; SameSite=Strict');
      return { cookie: request.headers.cookie ?? null };
    });
    const res = await app.inject({
      method: 'GET',
      url: '/echo',
      cookies: { theme: 'dark', sid: 'x1' },
    });
    expect(res.json()).toEqual({ cookie: 'theme=dark; sid=x1' });
    expect(res.cookies).toEqual([
      expect.objectContaining({ name: 'session', value: 'abc123', path: '/', httpOnly: true }),
    ]);
    await app.close();
  });

  it('drives the real API: sign-in, then a signed-in request, with a stray cookie ignored', async () => {
    const t = await startTestApp();
    try {
      await t.adminToken(); // MFA_REQUIRED=office: the first admin's authenticator app is enrolled
      const step = await t.app.inject({
        method: 'POST',
        url: '/api/auth/admin/login',
        payload: { emailOrPhone: ADMIN.email, password: ADMIN.password },
        cookies: { session: 'not-how-we-sign-in' },
      });
      expect(step.statusCode).toBe(200);
      const { challenge } = step.json<{ challenge: string }>();
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/admin/login/mfa',
        payload: { challenge, code: (await t.admin.nextCode()).code },
        cookies: { session: 'not-how-we-sign-in' },
      });
      expect(login.statusCode).toBe(200);
      const users = await t.app.inject({
        method: 'GET',
        url: '/api/admin/users',
        headers: { authorization: `Bearer ${login.json<{ token: string }>().token}` },
      });
      expect(users.statusCode).toBe(200);
      const anonymous = await t.app.inject({
        method: 'GET',
        url: '/api/admin/users',
        cookies: { session: 'x' },
      });
      expect(anonymous.statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });

  it("light-my-request's cookie is the one it asks for and supports the project's oldest Node", () => {
    const root = path.resolve(__dirname, '../../..');
    const readJson = <T>(file: string) => JSON.parse(readFileSync(file, 'utf8')) as T;
    const lightMyRequest = path.dirname(
      require.resolve('light-my-request/package.json', { paths: [require.resolve('fastify')] }),
    );
    let dir = path.dirname(require.resolve('cookie', { paths: [lightMyRequest] }));
    while (!dir.endsWith(`${path.sep}cookie`)) dir = path.dirname(dir);
    const cookie = readJson<{ version: string; engines: { node: string } }>(
      path.join(dir, 'package.json'),
    );
    const wanted = readJson<{ dependencies: { cookie: string } }>(
      path.join(lightMyRequest, 'package.json'),
    ).dependencies.cookie;
    const project = readJson<{ engines: { node: string }; overrides?: Record<string, unknown> }>(
      path.join(root, 'package.json'),
    );

    // No override: the major light-my-request declares (`^2.0.0`), not an older pin.
    expect(project.overrides?.['light-my-request']).toBeUndefined();
    expect(cookie.version.split('.')[0]).toBe(/^\^(\d+)\./.exec(wanted)![1]);
    // Its `engines` asks for no newer Node than the project's own (`>=22.12`).
    const minimum = (range: string) => {
      const match = /^>=\s*(\d+)(?:\.(\d+))?/.exec(range);
      expect(match).not.toBeNull();
      return Number(match![1]) * 1000 + Number(match![2] ?? 0);
    };
    expect(minimum(cookie.engines.node)).toBeLessThanOrEqual(minimum(project.engines.node));
  });
});
