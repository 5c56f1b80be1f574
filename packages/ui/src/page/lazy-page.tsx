import { lazy, useEffect, useState, type ComponentType, type JSX } from 'react';

/** A page (or dialog) component whose code loads when first shown, or earlier by `preload()`. */
export type LazyPage<P> = ComponentType<P> & { preload(): void };

/**
 * A page of a remote's routes that loads its code when first shown, so a page fetches and
 * evaluates only its own code and the parts of the kit it uses (a phone's first screen). Unlike
 * a bare React.lazy it does not keep a failed load: the area's Retry (the shell's error boundary
 * renders the routes again) asks for the page's chunk again. Render it inside a Suspense.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const start = () =>
    (loading ??= load().then(
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

/**
 * True from the first render where `value` was true on: a lazy dialog is mounted from its first
 * opening and stays mounted, so that it closes (and opens again) like any other dialog.
 */
export function useOnceTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen || value;
}
