// A throwaway PostgreSQL cluster on a loopback port, for tests: `initdb -N` with fsync off,
// run as the `postgres` user when we are root (PostgreSQL refuses to run as root).
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './lib/local.mjs';

function findBin(name) {
  const candidates = [`/usr/local/bin/${name}`, `/usr/bin/${name}`];
  if (existsSync('/usr/lib/postgresql')) {
    for (const v of readdirSync('/usr/lib/postgresql').sort().reverse()) {
      candidates.push(`/usr/lib/postgresql/${v}/bin/${name}`);
    }
  }
  return candidates.find((c) => existsSync(c));
}

export function postgresAvailable() {
  return Boolean(findBin('initdb') && findBin('pg_ctl'));
}

/** Starts a cluster; returns { url, stop }. */
export async function startThrowawayPostgres() {
  const initdb = findBin('initdb');
  const pgCtl = findBin('pg_ctl');
  if (!initdb || !pgCtl) throw new Error('PostgreSQL binaries (initdb, pg_ctl) not found');
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(tmpdir(), 'hr-pg-'));
  const dataDir = path.join(dir, 'data');
  if (asRoot) {
    chmodSync(dir, 0o777);
  }
  const run = (bin, args) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', bin, ...args], { stdio: 'pipe', cwd: dir })
      : execFileSync(bin, args, { stdio: 'pipe', cwd: dir });
  // UTF-8 with the C.UTF-8 locale whatever the caller's LANG: pg_trgm finds the words of
  // Devanagari names by the cluster's character classes, which a plain C locale lacks.
  run(initdb, ['-N', '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C.UTF-8', '-D', dataDir]);
  // PostgreSQL binds its port itself, so it cannot be handed a socket that is already open: take
  // a port that was free a moment ago, and when another process took it meanwhile, another one.
  let port;
  for (let attempt = 1; ; attempt += 1) {
    port = await freePort();
    const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
    try {
      run(pgCtl, ['-D', dataDir, '-o', opts, '-l', path.join(dir, 'server.log'), '-w', 'start']);
      break;
    } catch (error) {
      const log = readFileSync(path.join(dir, 'server.log'), 'utf8');
      if (attempt >= 5 || !/could not bind|already in use/i.test(log)) {
        throw new Error(`PostgreSQL did not start: ${error.message}\n${log}`);
      }
    }
  }
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const stop = () => {
    try {
      run(pgCtl, ['-D', dataDir, '-m', 'immediate', 'stop']);
    } catch {
      // already gone
    }
    rmSync(dir, { recursive: true, force: true });
  };
  return { url, stop };
}
