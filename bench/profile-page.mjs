#!/usr/bin/env node
// `npm run bench:profile -- /user/dashboard`: where a page's main-thread time goes on a phone.
// Loads one page of the production build in Debian's Chromium with the CPU slowed down as
// Lighthouse's mobile profile assumes (4x), records a CPU profile, and prints each long task
// (> 50 ms, the ones that make total blocking time) with the packages its time went to and the
// functions it spent it in. Packages are found through source maps: build with
// `HR_SOURCE_MAPS=1 npm run build` first (without them it prints script files instead). One run
// on a shared machine is noisy: compare runs for the shape, Lighthouse for the figures.
//   PATH            the page (default /login/admin); under /admin or /user it is opened signed in,
//                   after one ordinary visit (a returning user, whose browser cached the descriptors)
//   --cpu N         CPU slow-down (default 4, as Lighthouse's mobile profile)
//   --frames N      functions printed per task (default 12)
//   --self N        also print the N functions with the most self time over all long tasks
//   --whole N       also print the N packages and N functions with the most self time over the
//                   whole load (every sample, long task or not: work split into short tasks still
//                   costs a slower phone, and Lighthouse's simulation multiplies it)
/* global URL, localStorage, location, PerformanceObserver, performance, window */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { SourceMapConsumer } from 'source-map';
import { chromiumLaunchOptions } from '../scripts/lib/local.mjs';
import { ensureBuilt, ROOT, startProductionServer } from './lib/prod-server.mjs';
import { ADMIN, createAndSignInCollector, signInAdmin, storedSession } from './lib/sign-in.mjs';

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    cpu: { type: 'string', default: '4' },
    frames: { type: 'string', default: '12' },
    self: { type: 'string', default: '0' },
    whole: { type: 'string', default: '0' },
  },
});
const pagePath = positionals[0] ?? '/login/admin';
const cpu = Number(args.cpu);
const frames = Number(args.frames);
const selfCount = Number(args.self);
const wholeCount = Number(args.whole);

/** The session the shell stores after a sign-in, for the page's area (none for other pages). */
async function sessionFor(server) {
  const admin = await signInAdmin(server);
  if (pagePath.startsWith('/admin/')) return storedSession('admin', admin.token, admin.admin);
  if (!pagePath.startsWith('/user/')) return null;
  const user = await createAndSignInCollector(server, admin.token);
  return storedSession('user', user.token, user.user);
}

/** Maps a profile frame to its package (or source folder) and function through source maps. */
function createSymbolizer() {
  const maps = new Map();
  const mapFor = async (url) => {
    if (maps.has(url)) return maps.get(url);
    let consumer = null;
    const { pathname } = new URL(url);
    const file = pathname.startsWith('/remotes/')
      ? pathname.replace(/^\/remotes\/(\w+)\//, 'remote-$1/dist/')
      : `shell/dist${pathname}`;
    const mapFile = path.join(ROOT, `${file}.map`);
    if (existsSync(mapFile)) {
      consumer = await new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8')));
    }
    maps.set(url, consumer);
    return consumer;
  };
  return async ({ url, functionName, lineNumber, columnNumber }) => {
    if (!url || !url.startsWith('http'))
      return { where: (functionName || '(native)').slice(0, 40), name: '' };
    const consumer = await mapFor(url);
    if (!consumer) return { where: new URL(url).pathname, name: functionName };
    const original = consumer.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
    const source = original.source ?? '?';
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1];
    const where = pkg ?? source.replace(/^.*?\b(shell|remote-\w+|packages)\//, '$1/');
    return { where, name: `${original.name ?? functionName ?? ''} ${source.split('/').pop()}` };
  };
}

const top = (totals, n) =>
  [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([key, us]) => `${key} ${Math.round(us / 1000)}`)
    .join(', ');

async function main() {
  ensureBuilt();
  const server = await startProductionServer({ admin: ADMIN });
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const session = await sessionFor(server);
    // Lighthouse's mobile viewport; long tasks kept from the start of the page.
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    await context.addInitScript(
      (stored) => {
        if (stored && !location.pathname.startsWith('/login'))
          localStorage.setItem('household-registry.auth', stored);
        window.__longTasks = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) window.__longTasks.push([e.startTime, e.duration]);
        }).observe({ type: 'longtask', buffered: true });
      },
      session && JSON.stringify(session),
    );
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (session) {
      // A returning user (as bench:lighthouse measures): one ordinary visit first, which leaves
      // the remotes' descriptors cached, then the profiled load with an empty HTTP cache.
      await page.goto(`${server.baseUrl}${pagePath}`);
      await page.waitForFunction(() => localStorage.getItem('household-registry.remotes'));
      await page.goto('about:blank');
      await cdp.send('Network.clearBrowserCache');
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(`${server.baseUrl}${pagePath}`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);
    // A marker function of known page time, to line the profile's clock up with the page's.
    const markAt = await page.evaluate(() => {
      const hrProfileMarker = () => {
        const t = performance.now();
        while (performance.now() - t < 8);
        return t;
      };
      return hrProfileMarker();
    });
    const { profile } = await cdp.send('Profiler.stop');
    const longTasks = await page.evaluate(() => window.__longTasks);
    const fcp = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    );

    const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
    const parents = new Map();
    for (const n of profile.nodes) for (const c of n.children ?? []) parents.set(c, n.id);
    const symbolize = createSymbolizer();
    const symbols = new Map();
    const symbolOf = async (id) => {
      if (!symbols.has(id)) symbols.set(id, await symbolize(nodes.get(id).callFrame));
      return symbols.get(id);
    };
    // Sample times on the profile's clock (µs), then on the page's (ms) through the marker.
    const times = [];
    let t = profile.startTime;
    for (const delta of profile.timeDeltas) times.push((t += delta));
    const markerIndex = profile.samples.findIndex(
      (id) => nodes.get(id).callFrame.functionName === 'hrProfileMarker',
    );
    if (markerIndex < 0) throw new Error('the marker function was not sampled');
    const offset = times[markerIndex] / 1000 - markAt;

    console.log(
      `${pagePath} at ${cpu}x CPU: first contentful paint ${fcp === null ? 'none' : `${Math.round(fcp)} ms`}, ` +
        `${longTasks.length} long tasks, blocking ${Math.round(longTasks.reduce((s, [, d]) => s + Math.max(0, d - 50), 0))} ms in all`,
    );
    const selfByFunction = new Map();
    for (const [start, duration] of longTasks) {
      const byPackage = new Map();
      const byFunction = new Map();
      for (let i = 0; i < times.length; i += 1) {
        const at = times[i] / 1000 - offset;
        if (at < start || at > start + duration) continue;
        const us = profile.timeDeltas[i + 1] ?? 0;
        const self = await symbolOf(profile.samples[i]);
        byPackage.set(self.where, (byPackage.get(self.where) ?? 0) + us);
        const selfKey = `${self.where}: ${self.name.trim() || '(self)'}`;
        selfByFunction.set(selfKey, (selfByFunction.get(selfKey) ?? 0) + us);
        const seen = new Set();
        for (let id = profile.samples[i]; id !== undefined; id = parents.get(id)) {
          const { name } = await symbolOf(id);
          if (name.trim()) seen.add(name.trim());
        }
        for (const name of seen) byFunction.set(name, (byFunction.get(name) ?? 0) + us);
      }
      console.log(`\n${Math.round(duration)} ms task at ${Math.round(start)} ms`);
      console.log(`  self time by package (ms): ${top(byPackage, 8)}`);
      console.log(`  inside (ms): ${top(byFunction, frames)}`);
    }
    if (selfCount > 0) {
      console.log(`\nself time over all long tasks, by function (ms):`);
      for (const line of top(selfByFunction, selfCount).split(', ')) console.log(`  ${line}`);
    }
    if (wholeCount > 0) {
      const byPackage = new Map();
      const byFunction = new Map();
      let total = 0;
      for (let i = 0; i < times.length; i += 1) {
        const self = await symbolOf(profile.samples[i]);
        if (self.where === '(idle)') continue;
        const us = profile.timeDeltas[i + 1] ?? 0;
        total += us;
        byPackage.set(self.where, (byPackage.get(self.where) ?? 0) + us);
        const key = `${self.where}: ${self.name.trim() || '(self)'}`;
        byFunction.set(key, (byFunction.get(key) ?? 0) + us);
      }
      console.log(
        `\nthe whole load: ${Math.round(total / 1000)} ms of main-thread work (not idle)`,
      );
      console.log(`self time by package (ms):`);
      for (const line of top(byPackage, wholeCount).split(', ')) console.log(`  ${line}`);
      console.log(`self time by function (ms):`);
      for (const line of top(byFunction, wholeCount).split(', ')) console.log(`  ${line}`);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
