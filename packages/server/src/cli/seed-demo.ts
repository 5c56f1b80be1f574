// Demo data for trying the app and for benchmarks (uses DATABASE_URL / DATA_DIR like the server):
//   npm run seed:demo -- --people 1000000 [--collectors 2000]
// Tops up: running it again adds only what is missing. Stop the server first on the embedded DB.
import { loadConfig } from '../config';
import { openDatabase } from '../db';
import { DEMO_SUPERVISORS } from '../db/queries/seed';
import { BULK_FROM, DEMO_PASSWORD, seedDemo } from '../services/demo-seed';
import { parseArgs } from './args';
import { progressBar } from './progress-bar';

function count(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} must be a whole number`);
  return n;
}

/** The n-th demo collector's phone as people type it (the series of db/queries/seed.ts). */
const demoPhone = (n: number) => `+91 70000 ${String(n).padStart(5, '0')}`;

async function main() {
  const { options } = parseArgs(['seed', ...process.argv.slice(2)]);
  const people = count(options.people, 1000, 'people');
  const collectors = Math.max(
    1,
    count(options.collectors, Math.min(500, Math.max(1, Math.ceil(people / 100))), 'collectors'),
  );
  const config = loadConfig();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const started = Date.now();
  try {
    const bar = progressBar();
    const r = await seedDemo(db, {
      people,
      collectors,
      onProgress: (p) => bar.update(p.phase, p.done, p.total),
      qualityFarMeters: config.qualityFarMeters,
    });
    console.log(
      `Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s: ${r.religions} religions, ` +
        `${r.collectors} demo collectors, ${r.peopleAdded} people added (${r.peopleTotal} in total).`,
    );
    const phones =
      r.collectors > 1
        ? `phones ${demoPhone(1)} to ${demoPhone(r.collectors)}`
        : `phone ${demoPhone(1)}`;
    console.log(`Demo collectors sign in with ${phones} and password ${DEMO_PASSWORD}`);
    const supervisors = DEMO_SUPERVISORS.map(
      (s) => `${s.email} (wards ${s.wards[0]}-${s.wards[s.wards.length - 1]})`,
    );
    console.log(
      `Demo supervisors sign in at /login/admin with ${supervisors.join(' and ')} and password ${DEMO_PASSWORD}`,
    );
    if (r.peopleAdded >= BULK_FROM)
      console.log(
        'Quality flags other than no_location: run npm run quality:recompute ' +
          '(minutes at 100,000 people, hours at 1,000,000: every person is searched for in its ward).',
      );
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
