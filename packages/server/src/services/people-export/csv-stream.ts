import { Readable } from 'node:stream';
import { zonedClock } from '../../lib/zoned-time';
import { exportCells, exportHeaders } from './columns';
import { CSV_BOM, csvLine } from './csv';
import type { ExportRun } from './run';

/**
 * The CSV file as a stream: BOM and header, then one chunk per batch. Readable.from asks for the
 * next chunk only when the client (through compression) has taken the previous ones, and stops
 * the walk when the response is destroyed.
 */
export function csvStream(run: ExportRun): Readable {
  const clock = zonedClock(run.timeZone);
  async function* chunks() {
    yield CSV_BOM + csvLine(exportHeaders(run.timeZone), clock.text);
    for await (const rows of run.batches) {
      let text = '';
      for (const row of rows) text += csvLine(exportCells(row), clock.text);
      run.rowCount += rows.length;
      yield text;
    }
    run.complete = true;
  }
  return Readable.from(chunks(), { objectMode: false });
}
