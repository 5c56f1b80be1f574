import { lazy, useEffect, type ComponentType, type JSX } from 'react';

/** A page (or dialog) component whose code loads when first shown, or earlier by `preload()`. */
export type LazyPage<P> = ComponentType<P> & { preload(): void };

/** Ends the current task, so that the browser may paint and handle input before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Starts `steps` (dynamic imports) a task apart and resolves when all have settled; a step that
 * fails is left to whoever needs the module next (it asks again and reports the error). A chunk
 * evaluates everything it imports in one go once the last of it has arrived: a page that imports
 * the table, the menu and the phone library held a phone's main thread for a fifth of a second;
 * imported first, one by one, each is evaluated in its own task as it arrives. (The shell's
 * layouts do the same with shell/src/app/in-turn.ts: the login page does not load this family.)
 */
export async function importInTurn(steps: readonly (() => Promise<unknown>)[]): Promise<void> {
  const started: Promise<unknown>[] = [];
  for (const step of steps) {
    started.push(step().catch(() => undefined));
    await nextTask();
  }
  await Promise.all(started);
}

/**
 * A page of a remote's routes that loads its code when first shown, so a page fetches and
 * evaluates only its own code and the parts of the kit it uses (a phone's first screen). Unlike
 * a bare React.lazy it does not keep a failed load: the area's Retry (the shell's error boundary
 * renders the routes again) asks for the page's chunk again. Render it inside a Suspense.
 * `libraries`: the heaviest modules the page imports, imported before it one at a time
 * (importInTurn). Shared singletons only: a dynamic import of a bundled package uses all of its
 * exports, so that package would not be tree-shaken (packages/build/shared.js).
 */
export function lazyPage<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { libraries = [] }: { libraries?: readonly (() => Promise<unknown>)[] } = {},
): LazyPage<P> {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const start = () =>
    (loading ??= importInTurn(libraries)
      .then(load)
      .then(
        (component) => ({ default: component }),
        (error: unknown) => {
          loading = null;
          Page = create();
          throw error;
        },
      ));
  const create = () => lazy(start);
  let Page = create();
  function LazyPageComponent(props: P) {
    return <Page {...(props as P & JSX.IntrinsicAttributes)} />;
  }
  return Object.assign(LazyPageComponent, { preload: () => void start().catch(() => undefined) });
}

/** How long after a page is shown the other pages of its area start loading. */
const WARM_UP_DELAY_MS = 5000;

/**
 * Loads the area's other pages in the background once the first has been up a few seconds, so
 * a collector whose signal drops later still opens them (the service worker keeps what loaded).
 */
export function useWarmUpPages(pages: readonly { preload(): void }[]) {
  useEffect(() => {
    const timer = window.setTimeout(() => {
      for (const page of pages) page.preload();
    }, WARM_UP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pages]);
}
