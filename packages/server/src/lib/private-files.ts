import { chmodSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The data folder holds personal data and the signing secret: only its owner may enter it. An
 * existing folder is tightened too (a failure, e.g. not ours, leaves it as it was).
 */
export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  // A shared folder with the sticky bit (/tmp) named as DATA_DIR is left as it is: made private,
  // it would lock every other user and service out of it. The files in it are 0600 anyway.
  if (statSync(dir).mode & 0o1000) return;
  try {
    chmodSync(dir, 0o700);
  } catch {
    // not the owner: the operator chose this folder's permissions
  }
}

/**
 * PGlite's file system layer creates every file 0666 whatever the umask, so the database files
 * are made owner-only after it wrote them (files it adds later sit in these 0700 folders).
 */
export function restrictTree(dir: string): void {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  chmodSync(dir, 0o700);
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) restrictTree(full);
    else if (entry.isFile()) chmodSync(full, 0o600);
  }
}
