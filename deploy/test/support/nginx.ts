import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import path from 'node:path';
import { renderNginx } from '../../nginx/render.mjs';

/** The reference configuration (deploy/nginx/registry.conf), as a site would render it. */
const TEMPLATE = path.join(__dirname, '../../nginx/registry.conf');

/** Debian's nginx (nginx-light or nginx), where apt puts it. */
export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));

/** One line of the access log: which instance answered (several when nginx went on to another). */
export interface Passed {
  method: string;
  uri: string;
  status: number;
  /** The instances tried, in order (`127.0.0.1:4101`), empty when nginx answered from disk. */
  upstreams: string[];
}

export interface Balancer {
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** Every request so far, oldest first. */
  passed(): Passed[];
  /** `nginx -s reload`: new workers, which know no instance as failed. */
  reload(): Promise<void>;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/**
 * nginx in the foreground with deploy/nginx/registry.conf rendered for `api` (host:port of each
 * instance) and the front ends in `root`, on a loopback port; its pid file, logs and temporary
 * files in `dir`. The access log names the instance of each request.
 */
export async function startBalancer(options: {
  root: string;
  api: string[];
  dir: string;
}): Promise<Balancer> {
  if (!NGINX) throw new Error('nginx not found: apt-get install nginx-light (.ci/run does)');
  const { dir } = options;
  mkdirSync(dir, { recursive: true, mode: 0o755 });
  const accessLog = path.join(dir, 'access.log');
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    const site = path.join(dir, 'registry.conf');
    writeFileSync(
      site,
      renderNginx(readFileSync(TEMPLATE, 'utf8'), {
        listen: `127.0.0.1:${port}`,
        root: options.root,
        api: options.api,
      }),
    );
    // The http block a Debian nginx.conf has around conf.d/, with every path in `dir`.
    const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
    writeFileSync(
      path.join(dir, 'nginx.conf'),
      [
        'daemon off;',
        'worker_processes 1;',
        `pid ${path.join(dir, 'nginx.pid')};`,
        // notice: the log says when a reload's workers have started.
        `error_log ${path.join(dir, 'error.log')} notice;`,
        'events { worker_connections 512; }',
        'http {',
        '  include /etc/nginx/mime.types;',
        '  default_type application/octet-stream;',
        `  log_format instances '$request_method $request_uri $status "$upstream_addr"';`,
        `  access_log ${accessLog} instances;`,
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((n) => `  ${temp(n)}`),
        `  include ${site};`,
        '}',
        '',
      ].join('\n'),
    );
    const child: ChildProcess = spawn(
      NGINX,
      ['-e', path.join(dir, 'error.log'), '-p', dir, '-c', path.join(dir, 'nginx.conf')],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const errorLog = () => {
      const file = path.join(dir, 'error.log');
      return existsSync(file) ? readFileSync(file, 'utf8') : '';
    };
    let up = false;
    for (let i = 0; i < 100 && child.exitCode === null; i += 1) {
      if ((up = await accepts(port))) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    if (!up) {
      child.kill('SIGKILL');
      await exited;
      // Another process took the port in between: another one.
      if (attempt < 5 && /Address already in use/.test(output + errorLog())) continue;
      throw new Error(`nginx did not start:\n${output}\n${errorLog()}`);
    }
    return {
      url: `http://127.0.0.1:${port}`,
      passed: () =>
        (existsSync(accessLog) ? readFileSync(accessLog, 'utf8') : '')
          .split('\n')
          .filter(Boolean)
          .map((line) => {
            const [, method, uri, status, upstreams] =
              /^(\S+) (\S+) (\d+) "(.*)"$/.exec(line) ?? [];
            return {
              method: method ?? '',
              uri: uri ?? '',
              status: Number(status),
              upstreams: upstreams && upstreams !== '-' ? upstreams.split(/, | : /) : [],
            };
          }),
      async reload() {
        // Started: the new workers take requests; exited: the old ones have closed their idle
        // connections (a client that reused one in between would see it reset).
        const count = (what: string) => errorLog().split(what).length;
        const before = [count('start worker process'), count('exited with code')];
        child.kill('SIGHUP');
        for (let i = 0; i < 250; i += 1) {
          if (count('start worker process') > before[0]! && count('exited with code') > before[1]!)
            return;
          await new Promise((r) => setTimeout(r, 20));
        }
        throw new Error(`nginx did not reload:\n${errorLog()}`);
      },
      async stop() {
        if (child.exitCode === null) child.kill('SIGTERM');
        await exited;
      },
    };
  }
}
