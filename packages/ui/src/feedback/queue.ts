/**
 * The one toaster of the product. A fixed id instead of a context: a remote's `useNotify()` and
 * the shell's `<NotifyToaster />` meet through a DOM event, so it works across federation
 * whichever app's copy of `@hr/ui/feedback` each one is.
 */
export const TOASTER_ID = 'household-registry';

/** The event `notify()` raises; the toaster shows what is waiting when it hears one. */
export const NOTIFY_EVENT = 'hr:notify';

/**
 * Texts raised and not yet shown (the toaster's code may still be on its way). One list per
 * window, not per copy of this module: each app bundles its own @hr/ui (packages/build/
 * shared.js), and a remote's `useNotify()` must reach the shell's toaster.
 */
const host = globalThis as typeof globalThis & { __hrWaitingToasts?: string[] };
export const waitingToasts: string[] = (host.__hrWaitingToasts ??= []);
