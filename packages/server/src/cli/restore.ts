// `npm run restore -- --in FILE [--force]`: restores a backup made by `npm run backup` into
// DATA_DIR (empty, or replaced with --force; never while a server uses it).
import { dataDirFrom } from '../config';
import { restorePglite } from '../db/backup';
import { parseArgs } from './args';
import { runCommand } from './run';

runCommand(async () => {
  const { options } = parseArgs(['restore', ...process.argv.slice(2)]);
  if (!options.in || options.in === 'true')
    throw new Error('Usage: npm run restore -- --in <file> [--force]');
  if (process.env.DATABASE_URL?.trim()) {
    throw new Error('DATABASE_URL is set: restore PostgreSQL with pg_restore (see the README).');
  }
  await restorePglite(dataDirFrom(), options.in, options.force === 'true');
  console.log(`Restored ${options.in} into ${dataDirFrom()}. Start the server as usual.`);
});
