import { onPostgres } from './test-app';

/**
 * Tests that need a property only one database has run on that one and are reported skipped on
 * the other. Every test so skipped is named, with its reason, in scripts/test-plan.mjs
 * (KNOWN_SKIPS): under CI any other skipped test fails the run. This is the one place a block is
 * skipped by a condition; lint refuses `(cond ? describe : describe.skip)` anywhere else.
 */
export function describeOn(database: 'pglite' | 'postgres', name: string, body: () => void): void {
  const here = onPostgres ? 'postgres' : 'pglite';
  (database === here ? describe : describe.skip)(name, body);
}

/**
 * A test that needs a capability of the machine (`available`), reported skipped without it; like
 * describeOn, each such test and its reason are in KNOWN_SKIPS, so CI, which has the capability,
 * fails when it is skipped there.
 */
export function itWhen(available: boolean, name: string, body: () => Promise<void>): void {
  (available ? it : it.skip)(name, body);
}
