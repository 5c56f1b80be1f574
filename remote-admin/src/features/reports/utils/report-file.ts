import type { Report } from '@hr/contracts';

/** What the page shows, as rows of cells: header, one row per group, the total, the note. */
export interface ReportSheet {
  header: string[];
  rows: (string | number)[][];
}

/** Share of the total households, as a percentage rounded to one decimal (0 when empty). */
export const sharePercent = (households: number, total: number) =>
  total === 0 ? 0 : Math.round((households / total) * 1000) / 10;

export function reportSheet(
  report: Report,
  texts: {
    group: string;
    households: string;
    people: string;
    share: string;
    total: string;
    withoutLocation: string;
  },
): ReportSheet {
  const total = report.total.households;
  return {
    header: [texts.group, texts.households, texts.people, texts.share],
    rows: [
      ...report.groups.map((g) => [
        g.label,
        g.households,
        g.people,
        sharePercent(g.households, total),
      ]),
      [texts.total, report.total.households, report.total.people, total === 0 ? 0 : 100],
      [texts.withoutLocation],
    ],
  };
}

/** A cell a spreadsheet would run as a formula ('=', '+', '-', '@', tab, CR) starts with a quote. */
const FORMULA = /^[=+\-@\t\r]/;
const csvCell = (v: string | number) => {
  const text = typeof v === 'number' ? String(v) : FORMULA.test(v) ? `'${v}` : v;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** RFC 4180 CSV with a byte-order mark, so Excel reads Devanagari as UTF-8. */
export const toCsv = (sheet: ReportSheet) =>
  `\uFEFF${[sheet.header, ...sheet.rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;

/**
 * `report-ward-2026-01-01-to-2026-01-31-ward-3-Hindu.csv`: what was counted and how it was
 * filtered, in characters every file system takes (letters of any script, digits, '-').
 */
export function reportFileName(parts: (string | undefined)[], extension: string): string {
  const safe = parts
    .filter((p): p is string => Boolean(p))
    .map((p) =>
      p
        .normalize('NFC')
        .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
        .replace(/^-+|-+$/g, ''),
    )
    .filter(Boolean)
    .join('-');
  return `${safe.slice(0, 150)}.${extension}`;
}

/** Lets the browser save a small file made here. */
export function saveFile(content: Blob, fileName: string): void {
  const url = URL.createObjectURL(content);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
