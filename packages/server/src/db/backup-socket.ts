import { chmodSync, rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, request } from 'node:http';
import path from 'node:path';

/**
 * Backups of a running embedded database. Only the process holding the data folder's lock may
 * open PGlite, so that process makes the copies: it listens on a Unix socket in the folder
 * (`backup.sock`, owner-only like the folder, so whoever may read the database files may ask)
 * and answers `POST /backup` by copying its database's files online (backup-copy.ts: writes go
 * on, held only for a checkpoint and the backup's end) into a new folder `DATA_DIR/.backup-*`,
 * whose path it answers. The asking command opens that copy, which replays it to a consistent
 * point, packs it and removes it (backup.ts): the server never holds the whole copy in memory,
 * nor stops for the packing.
 */
export const backupSocketOf = (dataDir: string) => path.join(dataDir, 'backup.sock');

// The longest Unix socket path the kernel takes (108 bytes on Linux with the NUL, 104 on macOS).
const MAX_SOCKET_PATH = 103;

export interface BackupSocket {
  close(): Promise<void>;
}

/** Serves online copies on the data folder's socket; undefined where the path is too long for one. */
export async function serveBackups(
  dataDir: string,
  copy: (into: string) => Promise<void>,
): Promise<BackupSocket | undefined> {
  const socket = backupSocketOf(dataDir);
  if (Buffer.byteLength(socket) > MAX_SOCKET_PATH || process.platform === 'win32') return undefined;
  // We hold the folder's lock: a socket file left here is a dead holder's.
  rmSync(socket, { force: true });
  const server = createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/backup') {
      res.writeHead(404).end();
      return;
    }
    let staging: string | undefined;
    mkdtemp(path.join(dataDir, '.backup-'))
      .then(async (dir) => {
        staging = dir;
        await copy(path.join(dir, 'pglite'));
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ staging: dir }));
      })
      .catch(async (error: unknown) => {
        if (staging) await rm(staging, { recursive: true, force: true });
        res.writeHead(500, { 'Content-Type': 'text/plain' });
        res.end(error instanceof Error ? error.message : String(error));
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socket, () => resolve());
  });
  chmodSync(socket, 0o600);
  // Listening alone keeps no process alive: close() ends it with the database.
  server.unref();
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * Asks the process holding `dataDir` for an online copy. Resolves with the copy's folder (in
 * `dataDir`, holding `pglite/`; the caller removes it), or undefined when no process answers
 * there (the holder is a command, not a server).
 */
export function backupThroughHolder(dataDir: string): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const req = request({ socketPath: backupSocketOf(dataDir), method: 'POST', path: '/backup' });
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(undefined);
      else reject(error);
    });
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => {
        if (res.statusCode !== 200) reject(new Error(`the server could not make the copy: ${text}`));
        else resolve((JSON.parse(text) as { staging: string }).staging);
      });
    });
    req.end();
  });
}
