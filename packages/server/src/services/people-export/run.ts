import type { ExportRow } from '../../db/queries/people-export';

/** One export in progress: its rows, and what the activity log is told when it ends. */
export interface ExportRun {
  batches: AsyncIterable<ExportRow[]>;
  /** The office's IANA zone (TIME_ZONE): the file's times are written in it. */
  timeZone: string;
  /** Rows handed to the writer so far. */
  rowCount: number;
  /** Every row was written (false when the client went away or the database failed). */
  complete: boolean;
}
