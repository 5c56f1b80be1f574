#!/usr/bin/env node
// `npm run bench:share`: does a shorter share list cost less to negotiate (issue 31, item 4)?
// The federation run time (@module-federation/runtime-core, the version the apps ship) is given
// the shell's and the collector's real share lists (packages/build/shared.js: every Fluent UI
// package, Griffel, React, the router, our families... one entry each), the remote's scope is
// joined to the host's as at a page load, and the remote then asks for every entry it consumes
// (loadShare, with its own required version: what the `consumes` run time does once per shared
// module). The same is timed with the Fluent UI and Griffel entries folded into one entry per
// family the apps use (core, overlays, data, feedback). Each variant runs in fresh instances,
// --rounds times per run; medians of --runs runs; Node's V8 is Chromium's, and the figures are
// also given at Lighthouse's 4x CPU slowdown. Prints per entry and in all; no budget.
//   --runs N (5)  --rounds N (50)
import { execFileSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createRequire } from 'node:module';
import { ModuleFederation } from '@module-federation/runtime-core';

const require = createRequire(import.meta.url);
const { createShared } = require('../packages/build/shared.js');
const ROOT = path.resolve(import.meta.dirname, '..');

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '50' },
    child: { type: 'string' },
  },
});
const RUNS = Number(args.runs);
const ROUNDS = Number(args.rounds);

/** The family a Fluent UI or Griffel package would be folded into. */
function family(request) {
  if (!/^@(fluentui|griffel)\//.test(request)) return null;
  if (/react-(dialog|drawer|popover|tooltip|menu|positioning|portal|motion|toast)/.test(request))
    return '@fluentui/overlays';
  if (
    /react-(table|avatar|badge|checkbox|radio|select|card|search|persona|link|divider)/.test(
      request,
    )
  )
    return '@fluentui/data';
  if (/react-(message-bar|spinner|progress|skeleton)/.test(request)) return '@fluentui/feedback';
  return '@fluentui/core';
}

/** An app's share list as the run time receives it, optionally with the families folded. */
function shareList(appDir, folded) {
  const config = createShared(path.join(ROOT, appDir), {});
  const list = {};
  for (const [request, { version, requiredVersion }] of Object.entries(config)) {
    const key = (folded && family(request)) || request;
    if (list[key]) continue;
    const module = {};
    list[key] = {
      version,
      lib: () => module,
      shareConfig: { singleton: true, requiredVersion },
      scope: ['default'],
      strategy: 'loaded-first',
    };
  }
  return list;
}

let instances = 0;
/** One page load's negotiation: host and remote register, the scopes join, the remote consumes. */
async function negotiate(host, remote) {
  instances += 1;
  const shell = new ModuleFederation({ name: `shell${instances}`, remotes: [], shared: host });
  shell.initializeSharing('default', { strategy: 'loaded-first' });
  const collector = new ModuleFederation({
    name: `collector${instances}`,
    remotes: [],
    shared: remote,
  });
  collector.initShareScopeMap('default', shell.shareScopeMap.default, {
    hostShareScopeMap: shell.shareScopeMap,
  });
  collector.initializeSharing('default', { strategy: 'loaded-first' });
  for (const [name, { shareConfig }] of Object.entries(remote)) {
    const factory = await collector.loadShare(name, { customShareInfo: { shareConfig } });
    if (!factory) throw new Error(`${name} was not negotiated`);
    factory();
  }
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const VARIANTS = [
  { name: 'one entry per package (today)', folded: false },
  { name: 'one entry per Fluent family', folded: true },
];

/** A child process: one variant's negotiation, cold (as at a page load) and then warm. */
async function child(folded) {
  const host = shareList('shell', folded);
  const remote = shareList('remote-collector', folded);
  let start = performance.now();
  await negotiate(host, remote);
  const cold = performance.now() - start;
  await negotiate(host, remote);
  start = performance.now();
  for (let i = 0; i < ROUNDS; i += 1) await negotiate(host, remote);
  const warm = (performance.now() - start) / ROUNDS;
  const entries = Object.keys(host).length + Object.keys(remote).length;
  process.stdout.write(JSON.stringify({ cold, warm, entries, host: Object.keys(host).length }));
}

if (args.child) {
  await child(args.child === 'folded');
} else {
  for (const v of VARIANTS) v.results = [];
  for (let run = 0; run < RUNS; run += 1) {
    for (const v of VARIANTS) {
      const out = execFileSync(process.execPath, [
        import.meta.filename,
        '--child',
        v.folded ? 'folded' : 'today',
        '--rounds',
        String(ROUNDS),
      ]);
      v.results.push(JSON.parse(out.toString()));
    }
  }
  console.log(
    `load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(
        ' ',
      )}; medians of ${RUNS} runs (each a fresh process: the first negotiation cold, as at a page load, then ${ROUNDS} warm)`,
  );
  const figures = VARIANTS.map((v) => ({
    name: v.name,
    cold: median(v.results.map((r) => r.cold)),
    warm: median(v.results.map((r) => r.warm)),
    entries: v.results[0].entries,
    host: v.results[0].host,
  }));
  for (const f of figures) {
    console.log(
      `${f.name.padEnd(32)} ${String(f.host).padStart(3)} entries an app: cold ${f.cold.toFixed(1)} ms ` +
        `(${(f.cold * 4).toFixed(0)} ms at 4x, ${((f.cold * 1000) / f.entries).toFixed(0)} µs an entry), warm ${f.warm.toFixed(2)} ms`,
    );
  }
  const [today, folded] = figures;
  console.log(
    `folding saves ${(today.cold - folded.cold).toFixed(1)} ms of a cold page load (${((today.cold - folded.cold) * 4).toFixed(0)} ms at 4x)`,
  );
}
