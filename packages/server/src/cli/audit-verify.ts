// Walks the activity log's hash chain (uses DATABASE_URL / DATA_DIR like the server):
//   npm run audit:verify
// Prints `OK (N events)` and exits 0, or names the first broken event and exits 1.
// With the embedded database, stop the server first: only one process may open its folder.
import path from 'node:path';
import { openDatabase } from '../db';
import { verifyChain } from '../db/queries/audit';

async function main(): Promise<number> {
  const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
  const dataDir = path.resolve(process.env.DATA_DIR?.trim() || './data');
  const db = await openDatabase({ databaseUrl, dataDir });
  try {
    const result = await verifyChain(db);
    if (!result.broken) {
      console.log(`OK (${result.count} events)`);
      return 0;
    }
    const { seq, id, reason } = result.broken;
    console.log(`BROKEN at event seq ${seq} (id ${id}): ${reason} (${result.count} events)`);
    return 1;
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
