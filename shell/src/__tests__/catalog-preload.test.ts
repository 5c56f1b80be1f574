import { createCatalog, type RemoteSource } from '@shell/federation/catalog';
import { TODAY } from './support/remotes';

// The shell starts loading the descriptors at bootstrap when a signed-in user opens their area
// (bootstrap.tsx): the layout's first load() must take that answer instead of fetching every
// remote entry a second time, and Retry must still ask the remotes again.

function countingSource() {
  const asked: string[] = [];
  const source: RemoteSource = {
    names: () => Promise.resolve(Object.keys(TODAY)),
    descriptor: (name) => {
      asked.push(name);
      return Promise.resolve(TODAY[name]);
    },
    routes: () => Promise.reject(new Error('not in this test')),
  };
  return { source, asked };
}

beforeEach(() => localStorage.clear());

test('a preload is the first load: every remote is asked once, not twice', async () => {
  const { source, asked } = countingSource();
  const catalog = createCatalog(source);
  catalog.preload?.();
  await new Promise((resolve) => setTimeout(resolve, 0));
  // Asked at once, before any layout mounted.
  expect(asked).toEqual(['remote_admin', 'remote_lookups', 'remote_collector']);
  const remotes = await catalog.load();
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
  catalog.preload?.();
  catalog.preload?.(); // a second preload reuses the first
  await catalog.load();
  await catalog.load();
  expect(asked).toHaveLength(6);
});
