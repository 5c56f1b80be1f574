/* global performance, document, window, requestAnimationFrame, URL */
// The browser measurements of `npm run bench:scale` (bench/admin-people-scale.mjs): each runs in
// Debian's Chromium against the production build and returns milliseconds (or bytes).
export const ADMIN = {
  email: 'scale-admin@example.org',
  phone: '+919800000093',
  password: 'Scale-Passw0rd!',
};

/** The text of the table's body rows (runs in the page). */
function tableRows() {
  const table = document.querySelector('table[aria-label="All people"]');
  if (!table) return null;
  return Array.from(table.querySelectorAll('tbody tr')).map((tr) => tr.textContent ?? '');
}

export async function signIn(page) {
  await page.goto('/login/admin');
  await page.getByLabel('Email or phone').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/admin/dashboard');
  await page.getByRole('link', { name: 'All People' }).waitFor();
}

/**
 * The way an admin gets there: a fresh load of the dashboard (nothing kept in memory), the
 * dashboard on screen for `dwellMs`, then the sidebar link; timed from the click to the first
 * page of rows on screen.
 */
export async function measureFromDashboard(page, dwellMs) {
  await page.goto('/admin/dashboard');
  await page.getByRole('table', { name: 'Users' }).waitFor();
  await page.waitForTimeout(dwellMs);
  await page.evaluate(() => {
    document.addEventListener(
      'click',
      () => {
        window.__benchStart = performance.now();
      },
      { capture: true, once: true },
    );
  });
  await page.getByRole('link', { name: 'All People' }).click();
  const handle = await page.waitForFunction(
    () => {
      const table = document.querySelector('table[aria-label="All people"]');
      const rows = table ? table.querySelectorAll('tbody tr') : [];
      // The first page: 10 rows with their action buttons.
      if (rows.length < 10 || !rows[0].querySelector('button')) return false;
      return performance.now() - window.__benchStart;
    },
    undefined,
    { polling: 'raf', timeout: 60_000 },
  );
  return handle.jsonValue();
}

/** A full page load of /admin/people (shell, remote and list), from navigation start. */
export async function measureDirectLoad(page) {
  await page.goto('/admin/people');
  const handle = await page.waitForFunction(
    () => {
      const table = document.querySelector('table[aria-label="All people"]');
      const rows = table ? table.querySelectorAll('tbody tr') : [];
      // The first page: 10 rows with their action buttons.
      if (rows.length < 10 || !rows[0].querySelector('button')) return false;
      return performance.now();
    },
    undefined,
    { polling: 'raf', timeout: 60_000 },
  );
  return handle.jsonValue();
}

/**
 * Times `key` pressed in All People's search box: from the key's dispatch to the first frame in
 * which the table shows the search's result, then resolves with that time. `until.changedFrom`:
 * the rows differ from these (or the answer for `query` is on screen, the table no longer busy: the
 * newest matches of a longer query can be the same rows); `until.empty`: the table holds only this
 * text (the no-result state) and the answer for `query` has arrived, no longer busy.
 */
async function timeKeyToTable(page, key, query, until) {
  await page.evaluate(
    ([q, { changedFrom, empty }]) => {
      window.__benchDone = undefined;
      performance.clearResourceTimings();
      const answered = () =>
        performance
          .getEntriesByType('resource')
          .some(
            (e) => e.name.includes('/people/search') && new URL(e.name).searchParams.get('q') === q,
          );
      const input = document.querySelector('input[placeholder="Search by name, phone, ward..."]');
      input.addEventListener(
        'keydown',
        () => {
          const start = performance.now();
          const check = () => {
            const table = document.querySelector('table[aria-label="All people"]');
            const rows = Array.from(table ? table.querySelectorAll('tbody tr') : []);
            const settled = answered() && !table?.hasAttribute('aria-busy');
            const done =
              empty === undefined
                ? JSON.stringify(rows.map((tr) => tr.textContent ?? '')) !== changedFrom || settled
                : rows.length === 1 && rows[0].textContent.trim() === empty && settled;
            if (done) window.__benchDone = performance.now() - start;
            else requestAnimationFrame(check);
          };
          requestAnimationFrame(check);
        },
        { once: true },
      );
    },
    [query, until],
  );
  await page.keyboard.press(key);
  const handle = await page.waitForFunction(() => window.__benchDone, undefined, {
    polling: 'raf',
    timeout: 30_000,
  });
  return handle.jsonValue();
}

/**
 * One keystroke: from the key's dispatch to the frame in which the table shows the new result.
 * The query is chosen so that the key changes the rows (`before` -> a narrower match).
 */
export async function measureKeystroke(page, prefix, key) {
  const box = page.getByPlaceholder('Search by name, phone, ward...');
  await box.fill(prefix);
  // Let the (debounced, server-side) search for the prefix settle: the rows stay the same for 300 ms.
  let last = '';
  for (let stable = 0; stable < 3;) {
    await page.waitForTimeout(100);
    const now = JSON.stringify(await page.evaluate(tableRows));
    stable = now === last ? stable + 1 : 0;
    last = now;
  }
  const before = await page.evaluate(tableRows);
  await box.focus();
  return timeKeyToTable(page, key, (prefix + key).trim(), { changedFrom: JSON.stringify(before) });
}

/** What All People shows in its table when a search matches nobody. */
export const NO_MATCHES = 'No matching records found.';

/**
 * A search that ends with no result, typed the way it went wrong in issue 31: a fresh load of All
 * People (nothing cached), `prefix` typed, a typist's pause of 400 ms (the prefix's search is
 * then on its way: 200 ms debounce), then `key`; timed from the key's dispatch to the frame in
 * which the table shows its empty state and is no longer busy. On PGlite the prefix's search
 * ('su': a text too short for the trigram index) read the whole table, and the search for the
 * whole word waited behind it on the one connection.
 */
export async function measureNoResult(page, prefix, key) {
  await page.goto('/admin/people');
  await page.waitForFunction(
    () => document.querySelectorAll('table[aria-label="All people"] tbody tr button').length > 0,
    undefined,
    { polling: 'raf', timeout: 60_000 },
  );
  const box = page.getByPlaceholder('Search by name, phone, ward...');
  await box.fill(prefix);
  await page.waitForTimeout(400);
  // The empty state of the whole word's answer, not of the prefix's.
  return timeKeyToTable(page, key, prefix + key, { empty: NO_MATCHES });
}

/**
 * The tab's JavaScript heap in bytes, from the DevTools protocol: `used` now (what the tab holds
 * with its garbage) and `afterGc`, after a full collection (what it really keeps: the budget).
 */
export async function heapUsage(page) {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Performance.enable');
    const metric = async () => {
      const { metrics } = await cdp.send('Performance.getMetrics');
      return metrics.find((m) => m.name === 'JSHeapUsedSize').value;
    };
    const used = await metric();
    await cdp.send('HeapProfiler.collectGarbage');
    return { used, afterGc: await metric() };
  } finally {
    await cdp.detach();
  }
}

/**
 * From All People (its rows shown) a click on a sidebar link -> the page's content: Reports'
 * table rows, the Map's first markers, the dashboard's stat cards and chart bars (issue 46: each
 * at most 1 s on PostgreSQL, 2 s on PGlite, at 1,000,000 people). Milliseconds from the click.
 */
export async function measureSidebarTo(page, link, ready) {
  await page.goto('/admin/people');
  await page.getByRole('table', { name: 'All people' }).locator('tbody tr').first().waitFor();
  await page.evaluate(() => {
    document.addEventListener('click', () => (window.__benchStart = performance.now()), {
      capture: true,
      once: true,
    });
  });
  await page.getByRole('link', { name: link, exact: true }).first().click();
  const handle = await page.waitForFunction(
    ({ kind }) => {
      const main = document.querySelector('main') ?? document.body;
      const done =
        kind === 'reports'
          ? main.querySelectorAll('table tbody tr').length > 0
          : kind === 'map'
            ? main.querySelectorAll('.hr-map-cluster, .hr-map-point').length > 0
            : main.querySelectorAll('[role="group"]').length >= 2 &&
              main.querySelectorAll('[data-testid="registrations-chart"] *').length > 0;
      return done && performance.now() - window.__benchStart;
    },
    { kind: ready },
    { polling: 'raf', timeout: 60_000 },
  );
  return handle.jsonValue();
}
