import { useCallback } from 'react';
import { Toast, ToastTitle, Toaster, useToastController } from '@fluentui/react-toast';

/**
 * The one toaster of the product. A fixed id instead of a context: a remote's `useNotify()` and
 * the shell's `<NotifyToaster />` meet through a DOM event named by this id, so it works across
 * federation whichever app loaded `@hr/ui/feedback` first.
 */
export const TOASTER_ID = 'household-registry';

/**
 * Rendered once, by whoever owns the page (the shell's signed-in layout, a remote's standalone
 * page, the tests' render helper). Fluent announces each toast through its own aria-live region.
 */
export function NotifyToaster() {
  return <Toaster toasterId={TOASTER_ID} position="bottom-end" pauseOnHover pauseOnWindowBlur />;
}

/** `notify('User created')`: a success toast after a create, save or delete. */
export function useNotify(): (text: string) => void {
  const { dispatchToast } = useToastController(TOASTER_ID);
  return useCallback(
    (text: string) =>
      dispatchToast(
        <Toast>
          <ToastTitle>{text}</ToastTitle>
        </Toast>,
        // Polite: the confirmation waits for the screen reader to finish (success is assertive).
        { intent: 'success', politeness: 'polite' },
      ),
    [dispatchToast],
  );
}
