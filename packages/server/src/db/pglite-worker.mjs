// Hosts PGlite in a worker thread. PGlite runs PostgreSQL compiled to WASM synchronously, so a
// long query (the 50,000-people list) would otherwise stall the server's event loop. Plain ES
// module on purpose: it loads without a TypeScript loader, and PGlite's own dynamic imports work
// here even when the server itself runs inside a test runner's sandbox.
import { Blob } from 'node:buffer';
import { parentPort } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
// pg_trgm backs the people search index (migration 0004); PGlite ships it as an extension.
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
// btree_gin puts the ward beside the name's trigrams in the duplicate search's index (0009).
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';

let db;

function serializeError(error) {
  const e = error ?? {};
  return {
    message: String(e.message ?? e),
    code: e.code,
    constraint: e.constraint,
    detail: e.detail,
    table: e.table,
    column: e.column,
  };
}

parentPort.on('message', async (msg) => {
  try {
    let result;
    switch (msg.type) {
      case 'open':
        // `load`: a backup (PGlite's tarball of its data folder) to restore into an empty folder.
        db = await PGlite.create(msg.dir, {
          extensions: { pg_trgm, btree_gin },
          ...(msg.load ? { loadDataDir: new Blob([msg.load]) } : {}),
        });
        await db.exec("SET TIME ZONE 'UTC'");
        break;
      case 'query':
        result = (await db.query(msg.sql, msg.params)).rows;
        break;
      case 'exec':
        await db.exec(msg.sql);
        break;
      case 'dump':
        // A consistent copy: PGlite tars its files while no other query runs on this connection.
        result = new Uint8Array(await (await db.dumpDataDir('gzip')).arrayBuffer());
        break;
      case 'close':
        if (db) await db.close();
        db = undefined;
        break;
      default:
        throw new Error(`unknown message ${msg.type}`);
    }
    parentPort.postMessage({ id: msg.id, ok: true, result });
  } catch (error) {
    parentPort.postMessage({ id: msg.id, ok: false, error: serializeError(error) });
  }
});
