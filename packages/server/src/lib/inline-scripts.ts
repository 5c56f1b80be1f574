import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../config';

/**
 * The shell's pages as built (shell/first-paint.js): index.html for every address but the login
 * pages, which have their own. Each carries the static first paint's inline script.
 */
export function shellPages(config: Pick<AppConfig, 'staticRoot'>): string[] {
  const dist = path.join(config.staticRoot, 'shell', 'dist');
  return ['index.html', 'login/admin/index.html', 'login/user/index.html'].map((page) =>
    path.join(dist, page),
  );
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** `'sha256-…'` of each inline <script> of the page (one with `src` is a file, under 'self'). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes, text] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes ?? '')) continue;
    hashes.push(
      `'sha256-${createHash('sha256')
        .update(text ?? '', 'utf8')
        .digest('base64')}'`,
    );
  }
  return hashes;
}

/**
 * The CSP sources that allow exactly the pages' inline scripts, and nothing else inline (never
 * 'unsafe-inline'). Read again only when a page changes (its mtime or size), like the remotes
 * manifest, so a new build is served with its own hashes without a restart; a missing page has
 * none.
 */
export function createInlineScriptsReader(files: string[]): () => string[] {
  let stamp = '';
  let hashes: string[] = [];
  return () => {
    const next = files
      .map((file) => {
        try {
          const s = statSync(file);
          return `${s.mtimeMs}:${s.size}`;
        } catch {
          return 'missing';
        }
      })
      .join('|');
    if (next === stamp) return hashes;
    stamp = next;
    const found = new Set<string>();
    for (const file of files) {
      try {
        for (const hash of inlineScriptHashes(readFileSync(file, 'utf8'))) found.add(hash);
      } catch {
        // not built (an API-only server): nothing inline to allow
      }
    }
    hashes = [...found].sort();
    return hashes;
  };
}
