import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** See share-init-once.mjs: each app's federation instance fills its share scope once. */
export default function shareInitOnce(): ModuleFederationRuntimePlugin;
