// Runs one bench on each database: PGlite in a data folder (--data-dir keeps and reuses a seeded
// one; default a temporary folder, removed after) and, with BENCH_DATABASE_URL, PostgreSQL in that
// database; --skip pglite|postgres leaves one out. The load average before and after is printed:
// a figure means little without it.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { opt } from './args';
import type { Figures } from './budgets';
import { loadNote } from './timing';

export type BenchOnDatabase = (
  label: 'PGlite' | 'PostgreSQL',
  databaseUrl: string | undefined,
  dataDir: string,
) => Promise<Figures>;

export async function onEachDatabase(
  bench: BenchOnDatabase,
): Promise<{ PGlite?: Figures; PostgreSQL?: Figures }> {
  console.log(`machine: ${cpus().length} cores, load average ${loadNote()}`);
  const results: { PGlite?: Figures; PostgreSQL?: Figures } = {};
  const skip = opt('skip', '');
  const keep = opt('data-dir', '');
  if (skip !== 'pglite') {
    const dataDir = keep || mkdtempSync(path.join(tmpdir(), 'hr-bench-'));
    try {
      results.PGlite = await bench('PGlite', undefined, dataDir);
    } finally {
      if (!keep) rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const url = process.env.BENCH_DATABASE_URL;
  if (url && skip !== 'postgres') {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'hr-bench-'));
    try {
      results.PostgreSQL = await bench('PostgreSQL', url, dataDir);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  } else if (!url) console.log('(set BENCH_DATABASE_URL to measure PostgreSQL too)');
  console.log(`load average after: ${loadNote()}`);
  return results;
}

/** Runs `main`, printing what failed and exiting 1 on an error. */
export function runBench(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
