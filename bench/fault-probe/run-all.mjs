// `npm run bench:fault-probe`: every probe in this folder, one after another, each in its own
// process, then a summary. Every probe starts its own server (bench/fault-probe/lib.mjs) and
// prints one `RESULT {json}` line with the answers it received: a probe without that line, or
// with no answers, fails whatever its exit status. Probes added later are picked up by file name.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';

const here = import.meta.dirname;
const root = path.resolve(here, '../..');
const probes = readdirSync(here)
  .filter((f) => /\.(mjs|ts)$/.test(f) && !/\.d\.m?ts$/.test(f) && f !== 'run-all.mjs' && f !== 'lib.mjs')
  .sort();

const summary = [];
for (const file of probes) {
  console.log(`\n=== ${file} ===`);
  const started = Date.now();
  const argv = file.endsWith('.ts')
    ? ['--import', 'tsx', path.join(here, file)]
    : [path.join(here, file)];
  const run = spawnSync(process.execPath, argv, { cwd: root, encoding: 'utf8', env: process.env });
  process.stdout.write(run.stdout ?? '');
  process.stderr.write(run.stderr ?? '');
  const line = (run.stdout ?? '').split('\n').find((l) => l.startsWith('RESULT '));
  const result = line ? JSON.parse(line.slice(7)) : { probe: file, error: 'no RESULT line' };
  // A probe passes only with its RESULT line saying so and having received answers from the
  // server it started (report() in lib.mjs counts them): a probe that reached nothing tested
  // nothing, and once passed that way.
  summary.push({
    ...result,
    file,
    ok: run.status === 0 && result.ok === true && result.answers > 0,
    seconds: (Date.now() - started) / 1000,
  });
}

console.log('\n=== fault probe results ===');
for (const r of summary) {
  const { file, ok, seconds, probe, ...details } = r;
  console.log(
    `${ok ? 'PASS' : 'FAIL'}  ${probe ?? file}  (${seconds.toFixed(1)} s)  ${JSON.stringify(details)}`,
  );
}
process.exit(summary.every((r) => r.ok) ? 0 : 1);
