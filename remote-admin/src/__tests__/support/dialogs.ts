import { waitFor } from '@testing-library/react';

/**
 * Waits until no dialog is open and the page is exposed to assistive technology again (Fluent's
 * modalizer hides the page with aria-hidden while a dialog is open and lifts it just after).
 */
export async function dialogGone() {
  await waitFor(() => {
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(document.querySelector('body > div[aria-hidden="true"]')).toBeNull();
  });
}
