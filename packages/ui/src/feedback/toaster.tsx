import { useEffect } from 'react';
import { Toast, ToastTitle, Toaster, useToastController } from '@fluentui/react-toast';
import { NOTIFY_EVENT, TOASTER_ID, waitingToasts } from './queue';

/** Fluent's toaster, loaded by NotifyToaster; shows the waiting texts now and on every notify. */
export function LoadedToaster() {
  const { dispatchToast } = useToastController(TOASTER_ID);
  useEffect(() => {
    // The Toaster below subscribed in its own effect, which runs before this one.
    const show = () => {
      for (const text of waitingToasts.splice(0)) {
        dispatchToast(
          <Toast>
            <ToastTitle>{text}</ToastTitle>
          </Toast>,
          // Polite: the confirmation waits for the screen reader to finish (success is assertive).
          { intent: 'success', politeness: 'polite' },
        );
      }
    };
    show();
    window.addEventListener(NOTIFY_EVENT, show);
    return () => window.removeEventListener(NOTIFY_EVENT, show);
  }, [dispatchToast]);
  return <Toaster toasterId={TOASTER_ID} position="bottom-end" pauseOnHover pauseOnWindowBlur />;
}
