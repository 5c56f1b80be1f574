// Fastify's app.inject (light-my-request) inside jest, cookies included. light-my-request 6.8
// asks for cookie 2, which declares Node 22 and is ESM-only (jest's CommonJS runtime cannot load
// it, so app.inject failed here); the root package.json pins its cookie to 1.1.1, which has the
// same `stringifySetCookie` and supports Node 18+. The server itself sets no cookies (sessions
// are Bearer tokens), so inject is the only user of that package.
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
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/admin/login',
        payload: { emailOrPhone: ADMIN.email, password: ADMIN.password },
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

  it("light-my-request's cookie package supports Node 20.19, the oldest Node the project runs on", () => {
    const lightMyRequest = path.dirname(
      require.resolve('light-my-request/package.json', { paths: [require.resolve('fastify')] }),
    );
    let dir = path.dirname(require.resolve('cookie', { paths: [lightMyRequest] }));
    while (!dir.endsWith(`${path.sep}cookie`)) dir = path.dirname(dir);
    const { engines } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
      engines: { node: string };
    };
    const minimum = /^>=\s*(\d+)/.exec(engines.node);
    expect(minimum).not.toBeNull();
    expect(Number(minimum![1])).toBeLessThanOrEqual(20);
  });
});
