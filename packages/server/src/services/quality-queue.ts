import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '../db';
import { bumpReviewVersion } from '../db/queries/people-review';

/**
 * The quality flags' upkeep after a save (services/quality.ts), off the request's path: a save
 * answers as fast as before the flags (issue 30: within 20 % of it), and the flags of the person
 * and of those it affects follow a moment later. Jobs run one at a time, in order, each in its own
 * transaction (two saves in one ward never race on its centre). A job lost to a crash or a failed
 * one (logged) leaves flags stale until the next save nearby or `npm run quality:recompute`.
 * no_location is set by the save's own statement, so the saved person's answer shows it at once.
 */
export class QualityQueue {
  private tail: Promise<void> = Promise.resolve();
  private pending = 0;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  add(job: (tx: Queryable) => Promise<void>): void {
    this.pending += 1;
    this.tail = this.tail
      .then(() =>
        this.db.transaction(async (tx) => {
          await job(tx);
          // The full lists' ETag (db/queries/people-list.ts): flags may have changed.
          await bumpReviewVersion(tx);
        }),
      )
      .catch((err: unknown) => this.log.error({ err }, 'quality flags not updated'))
      .finally(() => {
        this.pending -= 1;
      });
  }

  /** Resolves once every job added so far has run (tests, shutdown, benchmarks). */
  settled(): Promise<void> {
    return this.tail;
  }

  get size(): number {
    return this.pending;
  }
}
