import type { ExportRow } from '../../db/queries/people-export';

/**
 * The export's header row, exactly and in this order (issue 12); the times are in the office's
 * zone, which their headers name: 'Created (Asia/Kathmandu)'.
 */
export const exportHeaders = (timeZone: string): string[] => [
  'Id', 'Name', 'Father name', 'Phone', 'WhatsApp', 'Ward', 'Area', 'Household size', 'Religion',
  'Caste', 'Latitude', 'Longitude', 'Added by', 'Added by phone', `Created (${timeZone})`,
  `Updated (${timeZone})`,
  // Issue 30: the review (states and flags as the API writes them) and when, in the same zone.
  'Review status', 'Review comment', 'Reviewed by', `Reviewed at (${timeZone})`, 'Flags',
];

/** What each column holds, so each writer can type its cells (text is the rest). */
export const NUMBER_COLUMNS = new Set([7, 10, 11]);
export const DATE_COLUMNS = new Set([14, 15, 19]);

/** A cell before formatting: text, a number kept as typed (GPS keeps its decimals), a time, or empty. */
export type Cell = string | { number: string } | Date | null;

const DECIMAL = String.raw`[+-]?\d{1,3}(?:\.\d+)?`;
const PAIR = new RegExp(String.raw`^\s*(${DECIMAL})\s*,\s*(${DECIMAL})\s*$`);

/**
 * gpsLocation is free text: the collector's app stores a captured position as 'lat, lng'
 * (6 decimals), but a typed address ('Near the water tank') is allowed too. Only a pair of
 * decimals within range (latitude -90..90, longitude -180..180) fills Latitude and Longitude;
 * anything else leaves both empty, since the columns are numbers and the issue fixes the column
 * list (there is no column for an address).
 */
export function splitGps(text: string | null): [Cell, Cell] {
  const m = text ? PAIR.exec(text) : null;
  if (!m) return [null, null];
  const [lat, lng] = [m[1]!.replace(/^\+/, ''), m[2]!.replace(/^\+/, '')];
  if (Math.abs(Number(lat)) > 90 || Math.abs(Number(lng)) > 180) return [null, null];
  return [{ number: lat }, { number: lng }];
}

/** One person as the export's cells, in exportHeaders order. */
export function exportCells(r: ExportRow): Cell[] {
  const [lat, lng] = splitGps(r.gps_location);
  return [
    r.id, r.name, r.father_name, r.phone, r.whatsapp_number, r.ward_no, r.area_name,
    { number: String(r.household_size) }, r.religion, r.caste, lat, lng,
    // Dates of this realm: PGlite's come from its worker thread, where instanceof Date fails.
    r.added_by, r.added_by_phone, new Date(+r.created_at), new Date(+r.updated_at),
    r.review_status, r.review_comment, r.reviewed_by, r.reviewed_at ? new Date(+r.reviewed_at) : null,
    r.flags.join(', ') || null,
  ];
}
