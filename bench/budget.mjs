#!/usr/bin/env node
/* global URL, Buffer, document, localStorage */
// `npm run bench:budget`: what the production build makes a browser fetch, measured in Debian's
// Chromium against the real server, checked against the budgets (issues 3, 31 and 42):
//   - /login/admin: at most 250 KB gzip of JavaScript, and no file of any remote;
//   - each remote's entry plus its first page: at most 170 KB gzip of its own files (each remote
//     bundles the Fluent packages and @hr/ui families its pages use, packages/build/shared.js);
//   - over a full session through every area, each shared singleton (React, the router, jotai,
//     the QueryClient, i18next, Fluent's contexts and Griffel...) loaded once, no file twice;
//   - a first visit (empty HTTP cache, no service worker) of the login page, the collector's
//     dashboard and Add Person (signed in): at most 20 requests each and today's bytes (the
//     target is 300 KB, see BUDGET), everything the page fetched counted as it crossed the wire,
//     headers included; a collector's first visit fetches no code of the admin or lookups remotes.
// Exits non-zero when a budget is broken: part of `npm test` (stage 'bundle budget', on the
// build the browser tests use). Needs `npm run build` first (run here when missing).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromiumLaunchOptions } from '../scripts/lib/local.mjs';
import { ensureBuilt, ROOT, startProductionServer } from './lib/prod-server.mjs';
import { ADMIN, COLLECTOR, signInAdmin, storedSession } from './lib/sign-in.mjs';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const KB = 1024;
/**
 * Issue 42's targets for a collector's first visit are 300 KB and 20 requests. The requests are
 * met (17 and 15) and are the budget; the bytes are not yet (379 and 365 KB with the build's
 * brotli 11 files, from 571 and 501 with everything shared, docs/performance.md), so their budget
 * holds today's figures with a small margin: a regression fails `npm test`, and each saving
 * should lower it towards 300.
 */
const TARGET_FIRST_VISIT = 300 * KB;
const BUDGET = {
  loginPage: 250 * KB,
  remote: 170 * KB,
  firstVisit: { '/login/admin': 160 * KB, '/user/dashboard': 395 * KB, '/user/people/new': 380 * KB },
  firstVisitRequests: 20,
};
/**
 * Remotes a collector never needs: their code on a collector's page is a budget failure. (Their
 * descriptor.json, a few KB of data, is still read on a first visit: the shell learns from it
 * which area each remote serves.)
 */
const OFFICE_REMOTES = ['/remotes/admin/', '/remotes/lookups/'];
const FIRST_VISITS = [
  { path: '/login/admin', title: 'Sign in', signedIn: false },
  { path: '/user/dashboard', title: 'My People', signedIn: true },
  { path: '/user/people/new', title: 'Add Person', signedIn: true },
];
/** The federation singletons (packages/build/shared.js) the session must load exactly once. */
const SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  'jotai',
  '@hr/session',
  '@tanstack/react-query',
  '@hr/api/query',
  'i18next',
  'react-i18next',
  '@hr/i18n',
  '@fluentui/react-shared-contexts',
  '@griffel/react',
];
const REMOTE_PATHS = { remote_admin: '/remotes/admin/', remote_lookups: '/remotes/lookups/', remote_collector: '/remotes/collector/' };
const REMOTE_DIRS = { remote_admin: 'remote-admin', remote_lookups: 'remote-lookups', remote_collector: 'remote-collector' };

/**
 * The chunk ids a remote's entry lists for the shared packages it can provide (its fallbacks of
 * React, Fluent UI...), minus those its exposed routes need. A shared package can be served from
 * whichever app provides it, so those files count for "fetched once", not for the remote's own
 * budget.
 */
function sharedPackageChunks(remote) {
  const entry = readFileSync(path.join(ROOT, REMOTE_DIRS[remote], 'dist/remoteEntry.js'), 'utf8');
  const ids = (text) => [...text.matchAll(/\.e\((\d+)\)/g)].map((m) => m[1]);
  const shared = new Set();
  for (const m of entry.matchAll(/\("(?:@|[a-z])[^"]*","\d[^"]*",\(\)=>(Promise\.all\(\[[^\]]*\]\)|[a-z]\.e\(\d+\))/g)) {
    for (const id of ids(m[1])) shared.add(id);
  }
  const exposed = entry.match(/"\.\/routes":\(\)=>(Promise\.all\(\[[^\]]*\]\)|[a-z]\.e\(\d+\))/);
  for (const id of exposed ? ids(exposed[1]) : []) shared.delete(id);
  return shared;
}

ensureBuilt();

const fmt = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

async function main() {
  const server = await startProductionServer({ admin: ADMIN });
  const failures = [];
  let browser;
  try {
    const { token } = await signInAdmin(server);
    await server.call('POST', '/admin/users', COLLECTOR, token);

    browser = await chromium.launch(chromiumLaunchOptions());
    const context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();

    /** Every JS response of the session, in order, tagged with the step that caused it. */
    const scripts = [];
    let step = 'start';
    const pending = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (!url.pathname.endsWith('.js')) return;
      pending.push(
        (async () => {
          const body = await response.body().catch(() => Buffer.alloc(0));
          const sizes = await response.request().sizes().catch(() => ({ responseBodySize: body.length }));
          scripts.push({
            step,
            path: url.pathname,
            raw: body.length,
            gzip: gzipSync(body).length,
            wire: sizes.responseBodySize,
            encoding: response.headers()['content-encoding'] ?? 'identity',
          });
        })(),
      );
    });
    const settle = async () => {
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      await Promise.all(pending);
    };
    // A page is shown when its remote has set the document title ('All People · Household Registry').
    const pageTitled = (title) =>
      page.waitForFunction((t) => document.title.startsWith(`${t} ·`), title, { timeout: 30_000 });
    const inStep = (name) => scripts.filter((s) => s.step === name);
    const sum = (list, key = 'gzip') => list.reduce((n, s) => n + s[key], 0);

    // 1. The login page, cold.
    step = 'login';
    await page.goto('/login/admin');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await settle();
    const login = inStep('login');
    const loginGzip = sum(login);
    console.log(`\n/login/admin: ${login.length} JS files, ${fmt(loginGzip)} gzip (${fmt(sum(login, 'raw'))} minified, ${fmt(sum(login, 'wire'))} on the wire) [budget ${fmt(BUDGET.loginPage)}]`);
    if (loginGzip > BUDGET.loginPage) failures.push(`login page JS ${fmt(loginGzip)} > ${fmt(BUDGET.loginPage)}`);
    const remoteOnLogin = login.filter((s) => s.path.startsWith('/remotes/'));
    console.log(`  remote files on the login page: ${remoteOnLogin.length}`);
    if (process.env.BUDGET_VERBOSE) for (const s of [...login].sort((a, b) => b.gzip - a.gzip)) console.log(`    ${fmt(s.gzip).padStart(9)}  ${s.path}`);
    if (remoteOnLogin.length) failures.push(`login page fetched remote files: ${remoteOnLogin.map((s) => s.path).join(', ')}`);

    // 2. A full session through every area, in one page (client-side navigation).
    const visit = async (name, action, ready) => {
      step = name;
      await action();
      await ready();
      await settle();
    };
    await visit(
      'admin dashboard',
      async () => {
        await page.getByLabel('Email or phone').fill(ADMIN.email);
        await page.getByLabel('Password').fill(ADMIN.password);
        await page.getByRole('button', { name: 'Sign in' }).click();
      },
      () => pageTitled('Admin dashboard'),
    );
    await visit('admin people', () => page.getByRole('link', { name: 'All People' }).click(), () => pageTitled('All People'));
    await visit('admin lookups', () => page.getByRole('link', { name: 'Lookups' }).click(), () => pageTitled('Lookups'));
    await visit('logout', () => page.getByRole('button', { name: 'Logout' }).click(), () => page.waitForURL((url) => url.pathname === '/login/admin'));
    await visit(
      'collector dashboard',
      async () => {
        await page.getByRole('link', { name: 'User? Log in here' }).click();
        await page.getByLabel('Phone').fill(COLLECTOR.phone);
        await page.getByLabel('Password').fill(COLLECTOR.password);
        await page.getByRole('button', { name: 'Sign in' }).click();
      },
      () => pageTitled('My People'),
    );
    await visit('collector new person', () => page.getByRole('link', { name: 'Add Person' }).click(), () => pageTitled('Add Person'));

    // 3. Each remote: its entry plus the page it first showed.
    console.log('\nEach remote, entry + first page (its own files):');
    for (const [remote, prefix] of Object.entries(REMOTE_PATHS)) {
      const sharedIds = sharedPackageChunks(remote);
      const fromRemote = scripts.filter((s) => s.path.startsWith(prefix));
      const firstStep = fromRemote[0]?.step;
      const first = fromRemote.filter((s) => s.step === firstStep);
      const isShared = (s) => sharedIds.has(path.basename(s.path).split('.')[0]);
      const own = first.filter((s) => !isShared(s));
      const total = sum(own);
      const stepAll = firstStep ? inStep(firstStep) : [];
      console.log(
        `  ${remote}: ${own.length} files, ${fmt(total)} gzip on "${firstStep ?? 'never loaded'}" [budget ${fmt(BUDGET.remote)}]` +
          `; shared packages it served: ${first.length - own.length} files, ${fmt(sum(first) - total)}` +
          `; all JS of that step: ${fmt(sum(stepAll))}`,
      );
      if (process.env.BUDGET_VERBOSE) for (const s of first) console.log(`    ${fmt(s.gzip).padStart(9)}  ${s.path}${isShared(s) ? ' (shared package)' : ''}`);
      if (!own.length) failures.push(`${remote} was never loaded`);
      if (total > BUDGET.remote) failures.push(`${remote} entry + first page ${fmt(total)} > ${fmt(BUDGET.remote)}`);
    }

    console.log('\nJS per step (gzip):');
    for (const name of [...new Set(scripts.map((s) => s.step))]) {
      console.log(`  ${name.padEnd(22)} ${String(inStep(name).length).padStart(3)} files ${fmt(sum(inStep(name))).padStart(10)}`);
    }
    console.log(`  ${'whole session'.padEnd(22)} ${String(scripts.length).padStart(3)} files ${fmt(sum(scripts)).padStart(10)}`);

    // 4. Fetched once: no file twice, and each shared package loaded from one provider only.
    const seen = new Map();
    for (const s of scripts) seen.set(s.path, (seen.get(s.path) ?? 0) + 1);
    const twice = [...seen].filter(([, n]) => n > 1);
    if (twice.length) failures.push(`files fetched more than once: ${twice.map(([p]) => p).join(', ')}`);

    const shared = await page.evaluate(() => {
      const result = {};
      const scopes = globalThis.__FEDERATION__?.__SHARE__ ?? {};
      for (const scopeMap of Object.values(scopes)) {
        for (const [scopeName, pkgs] of Object.entries(scopeMap ?? {})) {
          for (const [pkg, versions] of Object.entries(pkgs ?? {})) {
            for (const [version, info] of Object.entries(versions ?? {})) {
              if (!info || !(info.loaded || info.lib)) continue;
              const key = `${scopeName}:${pkg}`;
              result[key] ??= new Set();
              result[key].add(`${version} from ${info.from}`);
            }
          }
        }
      }
      return Object.fromEntries(Object.entries(result).map(([k, v]) => [k, [...v]]));
    });
    const loadedPackages = Object.entries(shared);
    const duplicated = loadedPackages.filter(([, providers]) => providers.length > 1);
    const key = (name) => loadedPackages.find(([k]) => k.endsWith(`:${name}`));
    console.log(`\nShared packages loaded over the session: ${loadedPackages.length}`);
    for (const name of SINGLETONS) {
      const entry = key(name);
      console.log(`  ${name}: ${entry ? `${entry[1].length}x (${entry[1].join('; ')})` : 'not loaded'}`);
      if (!entry) failures.push(`${name} was not loaded as a shared module`);
    }
    console.log(`  files fetched twice: ${twice.length}`);
    if (duplicated.length) failures.push(`shared packages loaded more than once: ${duplicated.map(([k, p]) => `${k} (${p.join('; ')})`).join(', ')}`);

    // 5. First visits, each in a fresh browser context (cold HTTP cache, no worker), the
    // collector's session in localStorage as a sign-in leaves it.
    const collector = await server.call('POST', '/auth/user/login', { phone: COLLECTOR.phone, password: COLLECTOR.password });
    const session = JSON.stringify(storedSession('user', collector.token, collector.user));
    console.log(`\nFirst visit, transferred [budget: ${BUDGET.firstVisitRequests} requests; bytes per page below; target ${fmt(TARGET_FIRST_VISIT)}]:`);
    for (const visit of FIRST_VISITS) {
      const fresh = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 360, height: 740 }, serviceWorkers: 'block' });
      if (visit.signedIn) {
        await fresh.addInitScript((value) => localStorage.setItem('household-registry.auth', value), session);
      }
      const tab = await fresh.newPage();
      const sizes = [];
      const listed = [];
      tab.on('requestfinished', (request) => {
        const size = request.sizes().then((s) => s.responseBodySize + s.responseHeadersSize).catch(() => 0);
        sizes.push(size);
        listed.push(size.then((b) => [b, new URL(request.url()).pathname]));
      });
      await tab.goto(visit.path);
      await tab.waitForFunction((t) => document.title.startsWith(t), visit.title, { timeout: 30_000 });
      await tab.waitForLoadState('networkidle');
      await tab.waitForTimeout(300);
      const bytes = (await Promise.all(sizes)).reduce((n, b) => n + b, 0);
      const budget = BUDGET.firstVisit[visit.path];
      console.log(
        `  ${visit.path.padEnd(20)} ${String(sizes.length).padStart(3)} requests ${fmt(bytes).padStart(10)} [budget ${fmt(budget)}${bytes > TARGET_FIRST_VISIT ? `; target ${fmt(TARGET_FIRST_VISIT)} not met` : ''}]`,
      );
      if (process.env.BUDGET_VERBOSE) {
        for (const [b, p] of (await Promise.all(listed)).sort((a, z) => z[0] - a[0])) console.log(`    ${fmt(b).padStart(9)}  ${p}`);
      }
      if (bytes > budget) failures.push(`first visit of ${visit.path}: ${fmt(bytes)} > ${fmt(budget)}`);
      if (sizes.length > BUDGET.firstVisitRequests) {
        failures.push(`first visit of ${visit.path}: ${sizes.length} requests > ${BUDGET.firstVisitRequests}`);
      }
      if (visit.signedIn) {
        const office = (await Promise.all(listed))
          .map(([, p]) => p)
          .filter((p) => p.endsWith('.js') && OFFICE_REMOTES.some((r) => p.startsWith(r)));
        if (office.length) failures.push(`a collector's first visit of ${visit.path} fetched the office remotes: ${office.join(', ')}`);
      }
      await fresh.close();
    }
  } finally {
    await browser?.close();
    await server.stop();
  }

  if (failures.length) {
    console.log(`\nBUDGET BROKEN:\n- ${failures.join('\n- ')}`);
    process.exit(1);
  }
  console.log('\nAll budgets met.');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
