import { readdirSync } from 'node:fs';
import path from 'node:path';
import { belowMinimum, overBudget } from '../../../scripts/lib/stages.mjs';
import {
  E2E_ON_PGLITE,
  E2E_ON_PGLITE_ONLY,
  E2E_ON_POSTGRES,
  KNOWN_SKIPS,
  planProblems,
  RUN_GOAL_SECONDS,
  BESIDE,
  RUN_LIMIT_SECONDS,
  STAGE_BUDGET_SECONDS,
  STAGE_MIN_TESTS,
} from '../../../scripts/test-plan.mjs';

// `npm test` checks its own plan (scripts/test-plan.mjs): every browser file is listed for PGlite
// or for both databases, every jest stage has a minimum test count, and a stage far over its
// time budget fails the run. Database-free.

const ROOT = path.resolve(__dirname, '../../..');
const onDisk = () =>
  readdirSync(path.join(ROOT, 'e2e'))
    .filter((f) => f.endsWith('.e2e.ts'))
    .map((f) => `e2e/${f}`);

describe('the test plan', () => {
  it('lists every browser file on disk, each once, and nothing that is gone', () => {
    expect(planProblems(onDisk())).toEqual([]);
    expect(E2E_ON_PGLITE).toEqual([...onDisk()].sort());
  });

  it('refuses an unlisted browser file, a listed one that is gone, and one listed twice', () => {
    expect(planProblems([...onDisk(), 'e2e/renamed.e2e.ts'])).toEqual([
      'e2e/renamed.e2e.ts is not listed in scripts/test-plan.mjs (E2E_ON_PGLITE_ONLY or E2E_ON_POSTGRES)',
    ]);
    const gone = E2E_ON_PGLITE_ONLY[0]!;
    expect(planProblems(onDisk().filter((f) => f !== gone))).toEqual([
      `${gone} is listed in scripts/test-plan.mjs but does not exist`,
    ]);
    expect(Object.keys(E2E_ON_POSTGRES).some((f) => E2E_ON_PGLITE_ONLY.includes(f))).toBe(false);
  });

  it('fails a stage that runs fewer tests than its minimum, and every jest stage has one', () => {
    expect(belowMinimum('server on PostgreSQL', 519, 520)).toBe(
      'server on PostgreSQL ran 519 tests, fewer than its minimum of 520 (scripts/test-plan.mjs): were tests dropped?',
    );
    expect(belowMinimum('server on PostgreSQL', 520, 520)).toBeUndefined();
    for (const stage of [
      'server and components on PGlite',
      'server on PostgreSQL',
      'cluster on PostgreSQL',
      'end-to-end in Chromium on PGlite',
      'end-to-end in Chromium on PostgreSQL',
    ]) {
      expect([stage, (STAGE_MIN_TESTS as Record<string, number>)[stage]]).toEqual([
        stage,
        expect.any(Number),
      ]);
    }
  });

  it('names a reason for every test allowed to be skipped', () => {
    for (const [database, skips] of Object.entries(KNOWN_SKIPS)) {
      for (const [test, reason] of Object.entries(skips)) {
        expect([database, test, reason.length > 10]).toEqual([database, test, true]);
      }
    }
  });

  it('fails a stage more than 50 % over its budget, and only then', () => {
    expect(overBudget('lint', 90, 60, 0.5)).toBeUndefined();
    expect(overBudget('lint', 91, 60, 0.5)).toBe(
      'lint took 91 s, more than 50 % over its budget of 60 s (scripts/test-plan.mjs)',
    );
    expect(overBudget('build', 500, undefined, 0.5)).toBeUndefined();
    const budgets = Object.values(STAGE_BUDGET_SECONDS as Record<string, number>);
    expect(budgets.length).toBeGreaterThan(5);
  });

  it('keeps the run within 15 minutes: the critical path\'s budgets add up to at most RUN_GOAL_SECONDS, and a stage run beside another fits within it', () => {
    const budgets = STAGE_BUDGET_SECONDS as Record<string, number>;
    const beside = BESIDE as Record<string, string>;
    const path = Object.entries(budgets).filter(([stage]) => !(stage in beside));
    const total = path.reduce((sum, [, seconds]) => sum + seconds, 0);
    expect([RUN_LIMIT_SECONDS, RUN_GOAL_SECONDS]).toEqual([1500, 900]);
    expect(total).toBeLessThanOrEqual(RUN_GOAL_SECONDS);
    // What runs beside a stage, even one after another (the build, then the cluster test),
    // takes no longer than that stage.
    for (const [stage, seconds] of path) {
      const along = Object.keys(beside)
        .filter((other) => beside[other] === stage)
        .reduce((sum, other) => sum + budgets[other]!, 0);
      expect([stage, along <= seconds]).toEqual([stage, true]);
    }
    for (const [stage, host] of Object.entries(beside)) {
      expect([stage, budgets[stage] !== undefined, budgets[host] !== undefined]).toEqual([stage, true, true]);
    }
  });
});
