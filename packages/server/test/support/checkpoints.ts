import { readFileSync, writeFileSync } from 'node:fs';
import { signCheckpoint, type Checkpoint } from '../../src/services/audit-checkpoints';

/**
 * Re-signs every checkpoint in `file` as if written `days` earlier: a test that purges events
 * "seen from days on" needs checkpoints as old, or verify rightly says retention could not have
 * removed what they pin.
 */
export function backdateCheckpoints(file: string, key: string, days: number): void {
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Checkpoint);
  const earlier = (c: Checkpoint) => new Date(Date.parse(c.at) - days * 86_400_000);
  writeFileSync(file, lines.map((c) => `${JSON.stringify(signCheckpoint(key, c, earlier(c)))}\n`).join(''));
}
