// `npm run backup -- --out FILE`: a consistent copy of the embedded database in DATA_DIR, made
// by the running server when there is one (no need to stop it). For PostgreSQL use pg_dump.
import { setPriority } from 'node:os';
import { dataDirFrom } from '../config';
import { backupPglite } from '../db/backup';
import { parseArgs } from './args';
import { runCommand } from './run';

/** The backup process's niceness (0 normal, 19 lowest): below the server's, as `nice -n 10`. */
const BACKUP_NICENESS = 10;

runCommand(async () => {
  const { options } = parseArgs(['backup', ...process.argv.slice(2)]);
  if (!options.out || options.out === 'true')
    throw new Error('Usage: npm run backup -- --out <file>');
  if (process.env.DATABASE_URL?.trim()) {
    throw new Error('DATABASE_URL is set: back up PostgreSQL with pg_dump (see the README).');
  }
  // The backup is background work: its replay and packing (a minute of CPU at 1,000,000 people)
  // yield the cores to the server it copies, so the server's answers do not wait on it.
  setPriority(BACKUP_NICENESS);
  const bytes = await backupPglite(dataDirFrom(), options.out);
  console.log(`Backup of ${dataDirFrom()} written to ${options.out} (${bytes} bytes).`);
});
