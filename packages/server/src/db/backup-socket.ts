import { chmodSync, createWriteStream, rmSync } from 'node:fs';
import { createServer, request } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

/**
 * Backups of a running embedded database. Only the process holding the data folder's lock may
 * open PGlite, so that process hands out the copies: it listens on a Unix socket in the folder
 * (`backup.sock`, owner-only like the folder, so whoever may read the database files may ask)
 * and answers `POST /backup` with a dump taken between two statements of its one connection:
 * a consistent copy at one point in time, with writes waiting meanwhile, none lost.
 */
export const backupSocketOf = (dataDir: string) => path.join(dataDir, 'backup.sock');

// The longest Unix socket path the kernel takes (108 bytes on Linux with the NUL, 104 on macOS).
const MAX_SOCKET_PATH = 103;

export interface BackupSocket {
  close(): Promise<void>;
}

/** Serves `dump()` on the data folder's socket; undefined where the path is too long for one. */
export async function serveBackups(
  dataDir: string,
  dump: () => Promise<Uint8Array>,
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
    dump().then(
      (bytes) => {
        res.writeHead(200, { 'Content-Type': 'application/gzip', 'Content-Length': bytes.length });
        res.end(bytes);
      },
      (error: unknown) => {
        res.writeHead(500, { 'Content-Type': 'text/plain' });
        res.end(error instanceof Error ? error.message : String(error));
      },
    );
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
 * Asks the process holding `dataDir` for a copy and writes it to `outFile`. Resolves with the
 * size, or undefined when no process answers there (the holder is a command, not a server).
 */
export function backupThroughHolder(dataDir: string, outFile: string): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    const req = request({ socketPath: backupSocketOf(dataDir), method: 'POST', path: '/backup' });
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(undefined);
      else reject(error);
    });
    req.on('response', (res) => {
      if (res.statusCode !== 200) {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => reject(new Error(`the server could not make the copy: ${text}`)));
        return;
      }
      const out = createWriteStream(outFile, { mode: 0o600 });
      pipeline(res, out).then(() => resolve(out.bytesWritten), reject);
    });
    req.end();
  });
}
