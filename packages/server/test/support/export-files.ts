import ExcelJS from 'exceljs';

/**
 * A strict RFC 4180 reader written for the tests, independent of the server's writer: quoted
 * fields with doubled quotes, CRLF record ends only (a bare LF outside quotes is an error).
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let i = 0;
  let quoted = false;
  while (i < text.length) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 2;
      } else if (c === '"') {
        quoted = false;
        i += 1;
      } else {
        field += c;
        i += 1;
      }
    } else if (c === '"' && field === '') {
      quoted = true;
      i += 1;
    } else if (c === ',') {
      row.push(field);
      field = '';
      i += 1;
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 2;
    } else if (c === '\n' || c === '\r' || c === '"') {
      throw new Error(`bare ${JSON.stringify(c)} at ${i}`);
    } else {
      field += c;
      i += 1;
    }
  }
  if (field !== '' || row.length > 0) throw new Error('last record does not end with CRLF');
  return rows;
}

export async function readXlsx(bytes: ArrayBuffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes);
  return workbook.worksheets[0]!;
}

/** The export's header row for an office in `timeZone` (the server's own zone by default). */
export const exportHeader = (timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone) => [
  'Id', 'Name', 'Father name', 'Phone', 'WhatsApp', 'Ward', 'Area', 'Household size', 'Religion',
  'Caste', 'Latitude', 'Longitude', 'Added by', 'Added by phone', `Created (${timeZone})`,
  `Updated (${timeZone})`, 'Review status', 'Review comment', 'Reviewed by', `Reviewed at (${timeZone})`, 'Flags',
];
