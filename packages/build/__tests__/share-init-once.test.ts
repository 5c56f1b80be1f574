import {
  createInstance,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import shareInitOnce from '../share-init-once.mjs';

/** As many share keys as an app of ours has (packages/build/shared.js: about a hundred). */
const KEYS = Array.from({ length: 100 }, (_, i) => `lib-${i}`);
const FIRST = 'lib-0';
const SECOND = 'lib-1';

/** Counts how often a share key is registered into a share scope. */
function registrations(): ModuleFederationRuntimePlugin & { count: number } {
  const counter = {
    name: 'count-registrations',
    count: 0,
    afterRegisterShare() {
      counter.count += 1;
    },
  };
  return counter;
}

function app(name: string, counter: ReturnType<typeof registrations>, from = name) {
  return createInstance({
    name,
    remotes: [],
    shareStrategy: 'loaded-first',
    plugins: [shareInitOnce(), counter],
    shared: Object.fromEntries(
      KEYS.map((key) => [
        key,
        {
          version: '1.0.0',
          lib: () => ({ key, from }),
          shareConfig: { singleton: true, requiredVersion: '^1.0.0' },
        },
      ]),
    ),
  });
}

describe('share-init-once (federation run-time plugin)', () => {
  it('fills the share scope once however many shared modules the app consumes', () => {
    const counter = registrations();
    const host = app('host-once', counter);
    host.loadShareSync(FIRST);
    const afterFirst = counter.count;

    for (const key of KEYS) expect(host.loadShareSync(key)()).toEqual({ key, from: 'host-once' });

    // Before the plugin, each consume registered all 100 keys again (10,000 more here).
    expect(counter.count).toBe(afterFirst);
  });

  it('gives a remote the singleton its host loaded first', async () => {
    const host = app('host-single', registrations());
    const remote = app('remote-single', registrations());
    host.loadShareSync(SECOND);
    const scope = host.shareScopeMap.default;
    if (!scope) throw new Error('the host has no default share scope');
    remote.initShareScopeMap('default', scope);

    const fromRemote = await remote.loadShare<{ from: string }>(SECOND);

    expect(fromRemote && fromRemote()).toEqual({ key: SECOND, from: 'host-single' });
  });

  it('passes a call that brings its own init scope through (a container being initialised)', () => {
    const counter = registrations();
    const host = app('host-scope', counter);
    host.loadShareSync(FIRST);
    const before = counter.count;

    host.initializeSharing('default', { initScope: [] });

    expect(counter.count).toBe(before + KEYS.length);
  });
});
