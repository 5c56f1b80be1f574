// Helpers for the scripts that start things on this machine (benchmarks, the throwaway
// PostgreSQL): a free loopback port, and the flags that keep Debian's Chromium off the network.
import { createServer } from 'node:net';

/**
 * A port that is free on 127.0.0.1 right now, and may be taken by another process a moment
 * later. Only for programs that must bind a port themselves (PostgreSQL), with a retry when it
 * was taken; our own server listens on port 0 and reports its port instead (PORT=0).
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Launch options for Debian's Chromium (`CHROMIUM_PATH` overrides the binary). */
export const chromiumLaunchOptions = () => ({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
