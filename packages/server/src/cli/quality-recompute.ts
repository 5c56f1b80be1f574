// `npm run quality:recompute`: every person's quality flags computed again (issue 30), for data
// that predates them or after QUALITY_FAR_KM changed. Uses DATABASE_URL / DATA_DIR like the
// server; on the embedded database stop the server first (the data folder's lock is taken).
import { loadConfig } from '../config';
import { openDatabase } from '../db';
import { recomputeQuality } from '../services/quality-recompute';
import { progressBar } from './progress-bar';
import { runCommand } from './run';

runCommand(async () => {
  const config = loadConfig();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const started = Date.now();
  try {
    const bar = progressBar();
    const r = await recomputeQuality(db, config.qualityFarMeters, (p) => bar.update(p.phase, p.done, p.total));
    console.log(
      `Quality flags recomputed in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
        `${r.people.toLocaleString('en-US')} people, ${r.changed.toLocaleString('en-US')} changed.`,
    );
  } finally {
    await db.close();
  }
});
