import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A built shell and remotes in miniature, named as `npm run build` names its files
 * (packages/build: `[name].[contenthash:8].js`, `remoteEntry.js`, `mf-manifest.json`,
 * `descriptor.json`): what the
 * cluster test serves through nginx and through an instance (STATIC_ROOT), to compare the two.
 * Small, so the test needs no build. Readable by nginx's workers (nobody, when nginx runs as root).
 */
export const FRONT_END_FILES: Record<string, string> = {
  'shell/dist/index.html':
    '<!doctype html><html><head><title>Household Registry</title><script>document.documentElement.dataset.paint="1"</script></head><body><div id="root"></div><script src="/main.0a1b2c3d.js"></script></body></html>',
  'shell/dist/main.0a1b2c3d.js': 'console.log("shell");\n'.repeat(100),
  'shell/dist/sw.js': 'self.addEventListener("fetch", () => {});\n',
  'shell/dist/remotes.json':
    '{"admin":"/remotes/admin/remoteEntry.js","lookups":"/remotes/lookups/remoteEntry.js","collector":"/remotes/collector/remoteEntry.js"}',
  'shell/dist/manifest.webmanifest': '{"name":"Household Registry","start_url":"/"}',
  'shell/dist/icons/icon-192.png': 'not really a PNG',
  'remote-admin/dist/remoteEntry.js': 'var admin = {};\n',
  'remote-admin/dist/mf-manifest.json': '{"name":"admin"}',
  'remote-admin/dist/753.89abcdef.js': 'console.log("admin chunk");\n'.repeat(100),
  'remote-lookups/dist/remoteEntry.js': 'var lookups = {};\n',
  'remote-lookups/dist/descriptor.json': '{"name":"lookups","pages":[]}',
  'remote-collector/dist/remoteEntry.js': 'var collector = {};\n',
  'remote-collector/dist/412.fedcba98.js': 'console.log("collector chunk");\n',
};

export function writeFrontEnds(root: string): void {
  for (const [file, text] of Object.entries(FRONT_END_FILES)) {
    const full = path.join(root, file);
    mkdirSync(path.dirname(full), { recursive: true, mode: 0o755 });
    writeFileSync(full, text, { mode: 0o644 });
  }
  chmodSync(root, 0o755);
}
