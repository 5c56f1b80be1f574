// `npm run backup -- --out FILE`: a consistent copy of the embedded database in DATA_DIR, made
// by the running server when there is one (no need to stop it). For PostgreSQL use pg_dump.
import { dataDirFrom } from '../config';
import { backupPglite } from '../db/backup';
import { parseArgs } from './args';
import { runCommand } from './run';

runCommand(async () => {
  const { options } = parseArgs(['backup', ...process.argv.slice(2)]);
  if (!options.out || options.out === 'true')
    throw new Error('Usage: npm run backup -- --out <file>');
  if (process.env.DATABASE_URL?.trim()) {
    throw new Error('DATABASE_URL is set: back up PostgreSQL with pg_dump (see the README).');
  }
  const bytes = await backupPglite(dataDirFrom(), options.out);
  console.log(`Backup of ${dataDirFrom()} written to ${options.out} (${bytes} bytes).`);
});
