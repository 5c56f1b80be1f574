import {
  createCatalog,
  DESCRIPTOR_CACHE_KEY,
  REVALIDATE_AFTER_MS,
  type RemoteSource,
} from '@shell/federation/catalog';
import { TODAY } from './support/remotes';

// The shell starts loading the descriptors at bootstrap when a signed-in user opens their area
// (bootstrap.tsx): the layout's first load() must take that answer instead of fetching every
// remote entry a second time, and Retry must still ask the remotes again. A returning user's
// browser knows from its cache which remotes serve the other area: those are not loaded at start.

function countingSource(remotes = TODAY) {
  const asked: string[] = [];
  const source: RemoteSource = {
    names: () => Promise.resolve(Object.keys(remotes)),
    descriptor: (name) => {
      asked.push(name);
      return Promise.resolve(remotes[name]);
    },
    routes: () => Promise.reject(new Error('not in this test')),
  };
  return { source, asked };
}

beforeEach(() => localStorage.clear());
afterEach(() => jest.useRealTimers());

test('a preload is the first load: every remote is asked once, not twice', async () => {
  const { source, asked } = countingSource();
  const catalog = createCatalog(source);
  catalog.preload?.('admin');
  await new Promise((resolve) => setTimeout(resolve, 0));
  // Asked at once, before any layout mounted.
  expect(asked).toEqual(['remote_admin', 'remote_lookups', 'remote_collector']);
  const remotes = await catalog.load('admin');
  expect(remotes.map((r) => [r.name, r.status])).toEqual([
    ['remote_admin', 'ready'],
    ['remote_lookups', 'ready'],
    ['remote_collector', 'ready'],
  ]);
  expect(asked).toEqual(['remote_admin', 'remote_lookups', 'remote_collector']);
});

test('after the preloaded answer, load() (Retry) asks the remotes again', async () => {
  const { source, asked } = countingSource();
  const catalog = createCatalog(source);
  catalog.preload?.('admin');
  catalog.preload?.('admin'); // a second preload reuses the first
  await catalog.load('admin');
  await catalog.load('admin');
  // The second time, the collector's remote is known to serve the other area.
  expect(asked).toEqual([
    'remote_admin',
    'remote_lookups',
    'remote_collector',
    'remote_admin',
    'remote_lookups',
  ]);
});

test("a preload for one area is not taken by the other area's load", async () => {
  const { source, asked } = countingSource();
  const catalog = createCatalog(source);
  catalog.preload?.('admin');
  const remotes = await catalog.load('user');
  expect(remotes.every((r) => r.status === 'ready')).toBe(true);
  expect(asked).toHaveLength(6);
});

test("a returning collector's start loads the collector remote only, the others from the cache", async () => {
  await createCatalog(countingSource().source).load('admin'); // an earlier visit filled the cache
  const { source, asked } = countingSource();
  const remotes = await createCatalog(source).load('user');
  expect(asked).toEqual(['remote_collector']);
  expect(remotes.map((r) => [r.name, r.status])).toEqual([
    ['remote_admin', 'elsewhere'],
    ['remote_lookups', 'elsewhere'],
    ['remote_collector', 'ready'],
  ]);
  // Their descriptors stay known: the admin area still has them when it opens.
  expect(remotes[0]!.descriptor).toEqual(TODAY.remote_admin);
  const cached = JSON.parse(localStorage.getItem(DESCRIPTOR_CACHE_KEY)!) as Record<string, unknown>;
  expect(Object.keys(cached).sort()).toEqual([
    'remote_admin',
    'remote_collector',
    'remote_lookups',
  ]);
});

test('the skipped remotes are asked again in the background: one that moved areas shows next time', async () => {
  await createCatalog(countingSource().source).load('admin');
  jest.useFakeTimers();
  const moved = {
    ...TODAY,
    remote_lookups: {
      ...TODAY.remote_lookups!,
      role: 'user' as const,
      prefixes: ['/user/lookups'],
    },
  };
  const { source, asked } = countingSource(moved);
  const catalog = createCatalog(source);
  const first = await catalog.load('user');
  expect(first.find((r) => r.name === 'remote_lookups')!.status).toBe('elsewhere');
  expect(asked).toEqual(['remote_collector']);

  await jest.advanceTimersByTimeAsync(REVALIDATE_AFTER_MS);
  expect(asked.slice(1).sort()).toEqual(['remote_admin', 'remote_lookups']);

  const next = await catalog.load('user');
  expect(next.find((r) => r.name === 'remote_lookups')).toMatchObject({
    status: 'ready',
    descriptor: { role: 'user' },
  });
});

test('a Retry while the background check is pending adds no second one', async () => {
  await createCatalog(countingSource().source).load('admin');
  jest.useFakeTimers();
  const { source, asked } = countingSource();
  const catalog = createCatalog(source);
  await catalog.load('user');
  await catalog.load('user'); // Retry
  expect(asked).toEqual(['remote_collector', 'remote_collector']);

  await jest.advanceTimersByTimeAsync(REVALIDATE_AFTER_MS * 2);
  expect(asked.slice(2).sort()).toEqual(['remote_admin', 'remote_lookups']);
});
