// One Lighthouse run in a fresh Chromium (its own temporary profile, so nothing is cached from
// an earlier run), with the page's origin given localStorage entries first: the signed-in pages
// read the session from there, as after a real sign-in. Lighthouse's own storage reset (before
// it loads the page) clears the HTTP cache and service workers but keeps localStorage and
// cookies, precisely so that signed-in pages can be measured.
// A signed-in page can also be visited once before (`warmUp`), as a returning user has: the shell
// then caches the remotes' descriptors in localStorage, which index.html's static first paint reads.
// Lighthouse still loads the page itself with an empty HTTP cache.
/* global localStorage, URL */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { DEFAULT_MULTIPLIER, midTierMultiplier } from './cpu-calibration.mjs';

/**
 * Writes the entries into the origin's localStorage through the DevTools protocol. The origin
 * is given an empty page (intercepted, never fetched), so the app's files are not cached by it;
 * with `warmUp`, that page is then opened for real until the shell has cached the descriptors.
 */
async function seedLocalStorage(port, origin, entries, warmUp) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    const page = await context.newPage();
    const blank = `${origin}/__bench-blank`;
    await page.route(blank, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>seed</title>' }),
    );
    await page.goto(blank);
    await page.evaluate((items) => {
      for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
    }, entries);
    if (warmUp) {
      await page.goto(warmUp);
      await page.waitForFunction(() => localStorage.getItem('household-registry.remotes'), null, {
        timeout: 60_000,
      });
    }
    await page.close();
  } finally {
    // Over CDP this only disconnects: the browser stays up for Lighthouse.
    await browser.close();
  }
}

const KB = 1024;

/** Fluent's tabster focus guards: hidden and focusable by design (see accessibilityScore). */
const isTabsterGuard = (item) => /^<i [^>]*data-tabster-dummy/.test(item.node?.snippet ?? '');

/**
 * The accessibility category score, with `aria-hidden-focus` counted as passed when the only
 * nodes it flags are Fluent's tabster focus guards (`<i data-tabster-dummy aria-hidden tabindex=0>`):
 * the same single exclusion the browser tests' axe run makes (issue 14, item 5). Any other node
 * flagged by that rule, or any other failed audit, still lowers the score.
 */
function accessibilityScore(lhr) {
  let weighted = 0;
  let weights = 0;
  for (const ref of lhr.categories.accessibility.auditRefs) {
    const audit = lhr.audits[ref.id];
    if (!ref.weight || audit.score === null) continue;
    const items = audit.details?.items ?? [];
    const onlyGuards =
      ref.id === 'aria-hidden-focus' && items.length > 0 && items.every(isTabsterGuard);
    weighted += ref.weight * (onlyGuards ? 1 : audit.score);
    weights += ref.weight;
  }
  return Math.round((weighted / weights) * 100);
}

/** The figures the bench reports, from one Lighthouse result. */
function summarize(lhr) {
  const audit = (id) => lhr.audits[id];
  // Lighthouse 13 names the LCP element in its LCP breakdown insight (a node item of its list).
  const lcpNode = (audit('lcp-breakdown-insight')?.details?.items ?? []).find(
    (item) => item.type === 'node',
  );
  const scripts = (audit('network-requests')?.details?.items ?? [])
    .filter((r) => r.resourceType === 'Script')
    .sort((a, b) => b.transferSize - a.transferSize)
    .slice(0, 8)
    .map((r) => `${(r.transferSize / KB).toFixed(1).padStart(6)} KB  ${new URL(r.url).pathname}`);
  const failedA11y = Object.values(lhr.categories.accessibility.auditRefs)
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a.score !== null && a.score < 1)
    .map((a) => `${a.id}: ${(a.details?.items ?? []).map((i) => i.node?.selector).join(', ')}`);
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: accessibilityScore(lhr),
    accessibilityRaw: Math.round(lhr.categories.accessibility.score * 100),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    fcpMs: audit('first-contentful-paint').numericValue,
    lcpMs: audit('largest-contentful-paint').numericValue,
    siMs: audit('speed-index').numericValue,
    tbtMs: audit('total-blocking-time').numericValue,
    cls: audit('cumulative-layout-shift').numericValue,
    transferKb: audit('total-byte-weight').numericValue / KB,
    unusedJsKb: (audit('unused-javascript')?.details?.overallSavingsBytes ?? 0) / KB,
    lcpElement: lcpNode ? `${lcpNode.nodeLabel} (${lcpNode.snippet})` : 'none',
    scripts,
    failedA11y,
  };
}

const SETTINGS = { output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] };

/**
 * Audits the artifacts gathered in `dir` as if they had been gathered with `multiplier`: the
 * simulation applies the multiplier to the observed trace, so one page load gives the figures at
 * any slowdown (Lighthouse refuses settings that differ from the gathering's, hence the rewrite).
 */
async function auditAt(url, dir, multiplier) {
  const file = path.join(dir, 'artifacts.json');
  const artifacts = JSON.parse(readFileSync(file, 'utf8'));
  artifacts.settings.throttling.cpuSlowdownMultiplier = multiplier;
  writeFileSync(file, JSON.stringify(artifacts));
  const result = await lighthouse(url, {
    ...SETTINGS,
    auditMode: dir,
    throttling: { ...artifacts.settings.throttling },
    disableStorageReset: artifacts.settings.disableStorageReset,
  });
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
  return { lhr: result.lhr, summary: summarize(result.lhr) };
}

/**
 * Loads `url` once with Lighthouse's default configuration (mobile, simulated throttling),
 * performance and accessibility only (`warmUp`: after one ordinary visit, see above; `returning`:
 * that visit's HTTP cache and service worker kept, as on a returning user's phone), then audits
 * it twice: calibrated to the mid-tier phone for this run's CPU benchmark index, and at
 * Lighthouse's default 4x. Returns both, with the index and the multiplier.
 */
export async function runLighthouse({
  url,
  origin,
  localStorage,
  warmUp = false,
  returning = false,
  chromePath,
  chromeFlags,
}) {
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'hr-lighthouse-'));
  const artifactsDir = mkdtempSync(path.join(tmpdir(), 'hr-lighthouse-artifacts-'));
  const chrome = await chromeLauncher.launch({
    chromePath,
    userDataDir,
    chromeFlags: ['--headless=new', ...chromeFlags],
    logLevel: 'silent',
  });
  try {
    if (Object.keys(localStorage).length || warmUp || returning) {
      await seedLocalStorage(chrome.port, origin, localStorage, warmUp || returning ? url : null);
    }
    await lighthouse(url, {
      ...SETTINGS,
      port: chrome.port,
      gatherMode: artifactsDir,
      // A returning visit keeps the first visit's HTTP cache and service worker.
      disableStorageReset: returning,
    });
    const index = JSON.parse(readFileSync(path.join(artifactsDir, 'artifacts.json'), 'utf8'))
      .BenchmarkIndex;
    const multiplier = midTierMultiplier(index);
    const calibrated = await auditAt(url, artifactsDir, multiplier);
    const atDefault = await auditAt(url, artifactsDir, DEFAULT_MULTIPLIER);
    return { benchmarkIndex: index, multiplier, calibrated, atDefault };
  } finally {
    chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
    rmSync(artifactsDir, { recursive: true, force: true });
  }
}
