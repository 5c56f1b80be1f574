// The bookkeeping of a test run made of stages (`npm test`, `npm run test:quick`): each stage's
// tests passed/failed/skipped and seconds, a table of them at the end, and the closing line
// `N passed, N failed, N skipped`. A stage that fails without failing a test (a type error, a
// lint error, a missing tool, a runner that crashed) counts at least 1 in `failed`, so a red run
// never closes with "0 failed".
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Jest runs on this node with V8's baseline compiler (Sparkplug) off, and its workers inherit
 * the flag: Node 24's V8 can leave a stale pointer in a Sparkplug frame that a later garbage
 * collection dereferences, and the worker dies with SIGSEGV, failing whichever suite it held
 * (nodejs/node#62393; seen here in CI). It is a V8 flag, which NODE_OPTIONS does not take.
 */
export const JEST = [
  process.execPath,
  '--no-sparkplug',
  path.join(root, 'node_modules/jest/bin/jest.js'),
];

/** Jest's words for a test file whose worker process was killed by a signal. */
const WORKER_CRASH = /A jest worker process \(pid=\d+\) was terminated by another process: signal=(SIG[A-Z]+)/;

/** The `--selectProjects` part of a stage's jest arguments, to run some of its files again. */
function projectArgs(args) {
  const at = args.indexOf('--selectProjects');
  if (at < 0) return [];
  const end = args.findIndex((arg, i) => i > at && arg.startsWith('--'));
  return args.slice(at, end < 0 ? args.length : end);
}

function pad(value, width, left = false) {
  const text = String(value);
  return left ? text.padEnd(width) : text.padStart(width);
}

/**
 * A stage past its budget by more than `tolerance` (a share: 0.5 is 50 %), as a problem, or
 * undefined: a regression in time fails the run instead of only being marked in the table.
 */
export function overBudget(name, seconds, budget, tolerance) {
  if (budget === undefined || tolerance === undefined || seconds <= budget * (1 + tolerance))
    return undefined;
  return `${name} took ${Math.round(seconds)} s, more than ${Math.round(tolerance * 100)} % over its budget of ${budget} s (scripts/test-plan.mjs)`;
}

/** A stage that ran fewer tests than its minimum, as a problem, or undefined. */
export function belowMinimum(name, ran, minimum) {
  if (minimum === undefined || ran >= minimum) return undefined;
  return `${name} ran ${ran} tests, fewer than its minimum of ${minimum} (scripts/test-plan.mjs): were tests dropped?`;
}

/**
 * A run: `budgets` maps a stage's name to the seconds it may take (the table marks a stage past
 * it; past it by more than `budgetTolerance`, the run fails); `minTests` the fewest tests a jest
 * stage may run; `strictSkips` makes a skipped test that is not allowed a failure (CI).
 */
export function createRun({
  budgets = {},
  budgetTolerance,
  minTests = {},
  strictSkips = false,
} = {}) {
  const resultsDir = mkdtempSync(path.join(tmpdir(), 'hr-test-'));
  const startedAt = Date.now();
  const stages = [];
  const problems = [];

  function record(
    name,
    { passed = 0, failed = 0, skipped = 0, seconds = 0, ok = true, tests = false },
  ) {
    stages.push({
      name,
      passed,
      failed: ok || failed > 0 ? failed : 1,
      skipped,
      seconds,
      ok,
      tests,
    });
  }

  /** A stage that could not run (a missing tool, a refused switch). */
  function refused(name, reason) {
    console.log(`\n${reason}`);
    problems.push(reason);
    record(name, { ok: false });
  }

  /**
   * Runs a command, its output on ours as it comes (or kept and printed whole when it ends, with
   * `quiet`, for one that runs beside another); a non-zero exit, or no start at all, is a problem.
   */
  function run(name, cmd, args, env = {}, { quiet = false } = {}) {
    if (!quiet) console.log(`\n=== ${name} ===`);
    const started = Date.now();
    return new Promise((resolve) => {
      const child = spawn(cmd, args, {
        cwd: root,
        stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
        env: { ...process.env, ...env },
      });
      let output = '';
      child.stdout?.on('data', (chunk) => (output += chunk));
      child.stderr?.on('data', (chunk) => (output += chunk));
      let ended = false;
      const done = (ok, error) => {
        if (ended) return;
        ended = true;
        if (quiet) console.log(`\n=== ${name} ===\n${output}`);
        if (!ok) problems.push(error ? `${name}: could not start (${error})` : name);
        resolve({ ok, seconds: (Date.now() - started) / 1000 });
      };
      child.once('error', (error) => done(false, error.message));
      child.once('close', (code) => done(code === 0));
    });
  }

  /** A stage that is one command: it passes or fails as a whole. */
  async function command(name, cmd, args, env, options) {
    const { ok, seconds } = await run(name, cmd, args, env, options);
    record(name, { ok, seconds });
    return ok;
  }

  /**
   * Commands that need a core each and nothing of one another (the type check and lint), at
   * the same time; each one's output is printed whole when it ends, not interleaved.
   */
  async function commandsAtOnce(list) {
    const results = await Promise.all(
      list.map(({ name, cmd, args, env }) => command(name, cmd, args, env, { quiet: true })),
    );
    return results.every(Boolean);
  }

  /**
   * Jest as a stage, its tests counted; a skipped test not in `allowedSkips` is a problem. With
   * `quiet`, its output is printed whole when it ends (a stage beside another).
   */
  async function jest(name, args, { env = {}, allowedSkips = [], quiet = false } = {}) {
    const out = path.join(resultsDir, `${name.replace(/\W+/g, '-')}.json`);
    const [node, ...jestArgs] = JEST;
    const runJest = (extra, file) =>
      run(name, node, [...jestArgs, '--ci', '--json', `--outputFile=${file}`, ...extra], env, {
        quiet,
      });
    let { ok, seconds } = await runJest(args, out);
    let report;
    try {
      report = JSON.parse(readFileSync(out, 'utf8'));
    } catch {
      problems.push(`${name}: jest wrote no results`);
      record(name, { ok: false, seconds, tests: true });
      return false;
    }
    // A file whose jest worker was killed by a signal ran no test of its own: V8 in Node 24 can
    // crash a process during garbage collection (nodejs/node#62393, docs/versions.md). It runs
    // once more, alone, said loudly; a second crash, or any failing test, fails the stage.
    const crashed = report.testResults.filter(
      (file) => file.assertionResults.length === 0 && WORKER_CRASH.test(file.message ?? ''),
    );
    if (crashed.length > 0) {
      const files = crashed.map((file) => path.relative(root, file.name));
      console.log(
        `\n${name}: a jest worker died of ${WORKER_CRASH.exec(crashed[0].message)[1]} running ${files.join(', ')}; running ${files.length === 1 ? 'it' : 'them'} once more (nodejs/node#62393)`,
      );
      const again = `${out}.again.json`;
      const second = await runJest([...projectArgs(args), '--runTestsByPath', ...files], again);
      seconds += second.seconds;
      let rerun;
      try {
        rerun = JSON.parse(readFileSync(again, 'utf8'));
      } catch {
        rerun = { testResults: [] };
      }
      const kept = report.testResults.filter((file) => !crashed.includes(file));
      report = { testResults: [...kept, ...rerun.testResults] };
      ok = second.ok && report.testResults.every((file) => file.status !== 'failed');
      if (ok && problems.includes(name)) problems.splice(problems.lastIndexOf(name), 1);
    }
    report.numPassedTests = 0;
    report.numFailedTests = 0;
    report.numRuntimeErrorTestSuites = 0;
    for (const file of report.testResults) {
      const statuses = file.assertionResults.map((test) => test.status);
      report.numPassedTests += statuses.filter((status) => status === 'passed').length;
      report.numFailedTests += statuses.filter((status) => status === 'failed').length;
      if (file.status === 'failed' && statuses.length === 0) report.numRuntimeErrorTestSuites += 1;
    }
    let skipped = 0;
    let unexpected = 0;
    for (const file of report.testResults) {
      for (const test of file.assertionResults) {
        if (!['pending', 'skipped', 'todo', 'disabled'].includes(test.status)) continue;
        skipped += 1;
        if (strictSkips && !allowedSkips.includes(test.fullName)) {
          unexpected += 1;
          problems.push(
            `${name}: unexpected skipped test "${test.fullName}" (${path.relative(root, file.name)})`,
          );
        }
      }
    }
    const tooFew = belowMinimum(
      name,
      report.numPassedTests + report.numFailedTests + skipped,
      minTests[name],
    );
    if (tooFew) problems.push(tooFew);
    const failed =
      report.numFailedTests + report.numRuntimeErrorTestSuites + unexpected + (tooFew ? 1 : 0);
    if (failed > 0 && ok && !tooFew) problems.push(`${name} (failures)`);
    const passedStage = ok && failed === 0;
    record(name, {
      passed: report.numPassedTests,
      failed,
      skipped,
      seconds,
      ok: passedStage,
      tests: true,
    });
    return passedStage;
  }

  const has = (name) => stages.some((s) => s.name === name);

  /** Prints the table and the closing line, and exits 0 only when every stage passed. */
  function finish() {
    rmSync(resultsDir, { recursive: true, force: true });
    const total = { passed: 0, failed: 0, skipped: 0, seconds: 0 };
    for (const s of stages) for (const key of Object.keys(total)) total[key] += s[key];
    const width = Math.max(5, ...stages.map((s) => s.name.length));
    const line = (cells, note = '') =>
      `${pad(cells[0], width, true)}  ${pad(cells[1], 6)}  ${pad(cells[2], 6)}  ${pad(cells[3], 7)}  ${pad(cells[4], 7)}  ${pad(cells[5], 6)}${note}`;
    console.log(`\n${line(['stage', 'passed', 'failed', 'skipped', 'seconds', 'budget'])}`);
    for (const s of stages) {
      const budget = budgets[s.name];
      const over = budget !== undefined && s.seconds > budget ? '  over budget' : '';
      const late = overBudget(s.name, s.seconds, budget, budgetTolerance);
      if (late) {
        problems.push(late);
        s.failed = Math.max(s.failed, 1);
        total.failed += 1;
      }
      const cells = [
        s.name,
        s.tests ? s.passed : '-',
        s.failed,
        s.tests ? s.skipped : '-',
        Math.round(s.seconds),
        budget ?? '-',
      ];
      console.log(line(cells, `${s.ok && !late ? '' : '  FAILED'}${over}`));
    }
    const budgetTotal = stages.reduce((sum, s) => sum + (budgets[s.name] ?? 0), 0);
    console.log(
      line([
        'total',
        total.passed,
        total.failed,
        total.skipped,
        Math.round(total.seconds),
        budgetTotal || '-',
      ]),
    );
    console.log(`wall clock: ${Math.round((Date.now() - startedAt) / 1000)} s`);
    if (problems.length) console.log(`\nProblems:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    console.log(`\n${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
    process.exit(total.failed === 0 && problems.length === 0 ? 0 : 1);
  }

  return { command, commandsAtOnce, jest, refused, has, finish, problems };
}

/** A jest path pattern for one file of the repository, anchored at its end. */
export const filePattern = (file) => `${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`;
