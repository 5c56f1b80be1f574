// A remote's build output on another origin, as a CDN (or another team's server) would serve it:
// the manifest points there, and a test can take the deployment away and bring it back.
import { createServer, type Server } from 'node:http';
import { readFileSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

export interface Cdn {
  url: string;
  server: Server;
  hits: string[];
  /** While false every file answers 404, as a remote whose deployment is missing. */
  available: boolean;
}

/** A static server for a remote's dist on another origin, as a CDN would serve it. */
export async function serveFolder(dir: string): Promise<Cdn> {
  const cdn = { hits: [] as string[], available: true } as Cdn;
  const server = createServer((req, res) => {
    const file = path.join(
      dir,
      path.normalize(decodeURIComponent((req.url ?? '/').split('?')[0]!)),
    );
    cdn.hits.push(req.url ?? '');
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Cache-Control', 'no-store');
    try {
      if (!cdn.available) throw new Error('not deployed');
      if (!file.startsWith(dir) || !statSync(file).isFile()) throw new Error('not a file');
      res.setHeader(
        'Content-Type',
        file.endsWith('.js')
          ? 'text/javascript'
          : file.endsWith('.json')
            ? 'application/json'
            : 'application/octet-stream',
      );
      res.end(readFileSync(file));
    } catch {
      res.statusCode = 404;
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cdn.server = server;
  cdn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return cdn;
}

export async function closeCdn(cdn: Cdn | undefined) {
  if (!cdn) return;
  cdn.server.closeAllConnections();
  await new Promise((r) => cdn.server.close(r));
}
