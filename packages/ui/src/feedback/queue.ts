/**
 * The one toaster of the product. A fixed id instead of a context: a remote's `useNotify()` and
 * the shell's `<NotifyToaster />` meet through a DOM event, so it works across federation
 * whichever app loaded `@hr/ui/feedback` first.
 */
export const TOASTER_ID = 'household-registry';

/** The event `notify()` raises; the toaster shows what is waiting when it hears one. */
export const NOTIFY_EVENT = 'hr:notify';

/** Texts raised and not yet shown (the toaster's code may still be on its way). */
export const waitingToasts: string[] = [];
