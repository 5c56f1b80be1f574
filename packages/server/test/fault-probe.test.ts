// Issue 45, item 5: `npm run bench:fault-probe` once passed a probe that reached nothing (300
// sign-ins fired at a port where no server listened, 0 answers). Now every probe starts its own
// server, and a probe with no answers fails.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { ROOT } from './support/server-process';

jest.setTimeout(180_000);

const PROBE = path.join(ROOT, 'bench/fault-probe/parallel-signins.mjs');

function run(args: string[]): Promise<{ status: number | null; result: Record<string, unknown> | undefined }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [PROBE, ...args], { cwd: ROOT, env: { ...process.env, DATABASE_URL: '' } });
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.stderr.resume();
    child.on('close', (status) => {
      const line = out.split('\n').find((l) => l.startsWith('RESULT '));
      resolve({ status, result: line ? (JSON.parse(line.slice(7)) as Record<string, unknown>) : undefined });
    });
  });
}

/** A port nothing listens on (taken, then given back). */
const deadPort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

it('a probe that got no answers fails', async () => {
  const r = await run(['--url', `http://127.0.0.1:${await deadPort()}`, '--count', '3']);
  expect(r.result).toMatchObject({ ok: false, answers: 0, error: expect.stringContaining('no answers') });
  expect(r.status).toBe(1);
});

it('run by bench:fault-probe (no --url), parallel-signins starts its own server and passes on its answers', async () => {
  const r = await run(['--count', '40']);
  expect(r.result).toMatchObject({ ok: true, answers: 40, reachedPasswordCheck: 5, refused429: 35 });
  expect(r.status).toBe(0);
});
