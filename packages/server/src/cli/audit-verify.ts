// Checks the activity log (uses DATABASE_URL / DATA_DIR / AUDIT_KEY like the server):
//   npm run audit:verify [-- --checkpoints FILE]
// Walks the hash chain, then holds it against the signed checkpoints in AUDIT_CHECKPOINT_FILE
// (or FILE: another copy, or the server's JSON log). Prints `OK (N events), up to the checkpoint
// ...` and exits 0, or names what is missing or changed and exits 1; 2 if it could not run.
// With the embedded database, stop the server first: only one process may open its folder.
import path from 'node:path';
import { checkpointFileFrom, existingAuditKey } from '../config';
import { parseEnv } from '../config-schema';
import { openDatabase } from '../db';
import { readCheckpointFile } from '../services/audit-checkpoints';
import { verifyLog } from '../services/audit-verify';
import { parseArgs } from './args';

async function main(): Promise<number> {
  const { options } = parseArgs(['audit:verify', ...process.argv.slice(2)]);
  const unknown = Object.keys(options).filter((o) => o !== 'checkpoints');
  if (unknown.length > 0 || options.checkpoints === 'true') {
    throw new Error('Usage: npm run audit:verify [-- --checkpoints <file>]');
  }
  const env = parseEnv(process.env);
  const dataDir = path.resolve(env.DATA_DIR);
  // A relative --checkpoints is where the operator ran npm, not the repository root npm runs in.
  const checkpointFile = options.checkpoints
    ? path.resolve(process.env.INIT_CWD ?? process.cwd(), options.checkpoints)
    : checkpointFileFrom(env, dataDir);
  const db = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir });
  try {
    const result = await verifyLog(db, {
      checkpointFile,
      checkpointText: readCheckpointFile(checkpointFile),
      key: existingAuditKey(env, dataDir),
      retentionDays: env.AUDIT_RETENTION_DAYS,
    });
    for (const line of result.lines) console.log(line);
    return result.ok ? 0 : 1;
  } finally {
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
