import { statSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../config';

/** The file served as /remotes.json: REMOTES_MANIFEST, or the one the shell build writes. */
export function manifestFile(config: Pick<AppConfig, 'remotesManifest' | 'staticRoot'>): string {
  return config.remotesManifest
    ? path.resolve(config.remotesManifest)
    : path.join(config.staticRoot, 'shell', 'dist', 'remotes.json');
}

/**
 * The origins of the remotes the manifest points at ('self' entries have none). Read again only
 * when the file changes (its mtime or size), so moving a remote to a CDN needs no restart while a
 * request costs one stat.
 */
export function createOriginsReader(file: string): () => string[] {
  let stamp = '';
  let origins: string[] = [];
  return () => {
    let next: string;
    try {
      const s = statSync(file);
      next = `${s.mtimeMs}:${s.size}`;
    } catch {
      next = 'missing';
    }
    if (next === stamp) return origins;
    stamp = next;
    origins = next === 'missing' ? [] : parseOrigins(file);
    return origins;
  };
}

function parseOrigins(file: string): string[] {
  let manifest: unknown;
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return []; // half-written or broken: the shell cannot use it either
  }
  if (!manifest || typeof manifest !== 'object') return [];
  const found = new Set<string>();
  // A value is an entry URL or `{ entry, descriptor }` (both fetched by the shell).
  const urls = Object.values(manifest).flatMap((value: unknown) =>
    typeof value === 'string'
      ? [value]
      : value && typeof value === 'object'
        ? [(value as { entry?: unknown }).entry, (value as { descriptor?: unknown }).descriptor]
        : [],
  );
  for (const value of urls) {
    if (typeof value !== 'string') continue;
    try {
      const url = new URL(value);
      // Only web origins: anything else could smuggle CSP syntax into the header.
      if (url.protocol === 'https:' || url.protocol === 'http:') found.add(url.origin);
    } catch {
      // a relative address: served by us, covered by 'self'
    }
  }
  return [...found].sort();
}
