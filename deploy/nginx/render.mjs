#!/usr/bin/env node
// Renders deploy/nginx/registry.conf for a site (usage at its top): {{LISTEN}} and {{ROOT}}
// filled in, the {{API}} line once per instance. deploy/test/cluster.test.ts renders it the same
// way for its loopback ports.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The configuration from the template's text for `listen` (e.g. `80`, `127.0.0.1:8080`), `root`
 * (an absolute path) and the instances' `api` addresses (host:port).
 */
export function renderNginx(template, { listen, root, api }) {
  if (!listen || !root || !api?.length)
    throw new Error('listen, root and at least one api are needed');
  if (!path.isAbsolute(root)) throw new Error(`root must be an absolute path: ${root}`);
  const fill = (line) =>
    line.replaceAll('{{LISTEN}}', listen).replaceAll('{{ROOT}}', root.replace(/\/$/, ''));
  // Comments (the usage above) stay as written.
  return template
    .split('\n')
    .flatMap((line) => {
      if (line.trimStart().startsWith('#')) return [line];
      if (line.includes('{{API}}')) return api.map((a) => fill(line.replace('{{API}}', a)));
      return [fill(line)];
    })
    .join('\n');
}

const USAGE =
  'Usage: node deploy/nginx/render.mjs --listen 80 --root /srv/registry --api host:port [--api host:port ...]';

function main(script, argv) {
  const options = { api: [] };
  for (let i = 0; i < argv.length; i += 2) {
    const [name, value] = [argv[i], argv[i + 1]];
    if (name === '--api' && value) options.api.push(value);
    else if ((name === '--listen' || name === '--root') && value) options[name.slice(2)] = value;
    else throw new Error(USAGE);
  }
  const template = readFileSync(path.join(path.dirname(script), 'registry.conf'), 'utf8');
  process.stdout.write(renderNginx(template, options));
}

// Run as a command (not imported by the cluster test): the template is beside this file.
const script = process.argv[1] ? path.resolve(process.argv[1]) : '';
if (path.basename(script) === 'render.mjs') {
  try {
    main(script, process.argv.slice(2));
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
