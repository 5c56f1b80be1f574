import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { DATE_COLUMNS, exportCells, EXPORT_HEADERS, NUMBER_COLUMNS, type Cell } from './columns';
import type { ExportRun } from './run';

const WIDTHS = [38, 24, 24, 16, 16, 8, 20, 10, 12, 14, 12, 12, 24, 16, 22, 22];
const DATE_FORMAT = 'yyyy-mm-dd hh:mm:ss';

/** Typed cells: numbers as numbers, times as dates (exceljs stores them as UTC serials). */
const xlsxValue = (cell: Cell): string | number | Date | null =>
  cell !== null && typeof cell === 'object' && !(cell instanceof Date) ? Number(cell.number) : cell;

/**
 * The workbook through exceljs' streaming writer: rows are committed as they come and zipped
 * into the response; nothing keeps the sheet. exceljs does not wait for a slow reader, so the
 * walk waits after each batch until the response has room again (memory stays at a batch or
 * two). Strings are stored as strings, never as formulas, so no apostrophe guard is needed.
 */
export function xlsxStream(run: ExportRun): Readable {
  const out = new PassThrough({ highWaterMark: 1 << 20 });
  void write(run, out).catch((error: unknown) => out.destroy(error as Error));
  return out;
}

async function write(run: ExportRun, out: PassThrough) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet('People', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = EXPORT_HEADERS.map((_, i) => ({
    width: WIDTHS[i],
    ...(DATE_COLUMNS.has(i) ? { style: { numFmt: DATE_FORMAT } } : {}),
    ...(NUMBER_COLUMNS.has(i) ? { style: { numFmt: 'General' } } : {}),
  }));
  const header = sheet.addRow([...EXPORT_HEADERS]);
  header.font = { bold: true };
  header.commit();
  for await (const rows of run.batches) {
    if (out.destroyed) return; // the client went away: no more batches
    for (const row of rows) sheet.addRow(exportCells(row).map(xlsxValue)).commit();
    run.rowCount += rows.length;
    await roomIn(out);
    if (out.destroyed) return;
  }
  sheet.commit();
  await workbook.commit();
  run.complete = true;
}

/** Lets the zip writer run, then waits while the response's buffer is full. */
async function roomIn(out: PassThrough) {
  await new Promise((resolve) => setImmediate(resolve));
  while (!out.destroyed && out.writableNeedDrain) {
    await Promise.race([once(out, 'drain'), once(out, 'close')]);
  }
}
