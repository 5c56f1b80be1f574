// A federation run-time plugin (`runtimePlugins` in index.js), in every app's bundle: each app's
// federation instance fills its share scope once, instead of again on every shared module it
// consumes.
//
// Why: `loadShare` and `loadShareSync` of @module-federation/runtime-core (2.9.x) call
// `initializeSharing` with no `initScope`, which then starts a new empty one each time, so its
// "already initialised" guard never holds. Every consumed shared module re-registered all of the
// app's ~100 share keys: about 100 x 100 registrations per app before the first page could show,
// ~40% of the signed-in pages' main-thread time at start on a phone (`npm run bench:profile`).
// Upstream fix, not released yet: https://github.com/module-federation/core/pull/5062 (the same
// idea: one init scope per instance). Remove this plugin once the release we use has it.
//
// Safe because every share here is `loaded-first` (index.js): registering a key again never
// replaces the version already in the scope, so the repeats changed nothing but the time taken.
// Calls that bring their own init scope (a container's `init`, webpack's `__webpack_require__.I`)
// are passed through untouched.

/** @returns {import('@module-federation/enhanced/runtime').ModuleFederationRuntimePlugin} */
export default function shareInitOnce() {
  return {
    name: 'hr-share-init-once',
    init({ origin }) {
      const handler = origin.sharedHandler;
      if (!handler || handler.hrInitScope) return;
      /** The instance's one init scope: the token of a share scope once it has been filled. */
      const initScope = [];
      handler.hrInitScope = initScope;
      const initializeSharing = handler.initializeSharing.bind(handler);
      handler.initializeSharing = (shareScopeName, extraOptions) =>
        initializeSharing(
          shareScopeName,
          extraOptions?.initScope ? extraOptions : { ...extraOptions, initScope },
        );
    },
  };
}
