import { screen, waitFor } from '@testing-library/react';

/**
 * Waits until no dialog is open and the page is exposed to assistive technology again (Fluent's
 * modalizer lifts its aria-hidden from the page a tick after the dialog unmounts).
 */
export async function dialogClosed() {
  await waitFor(() => {
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Lookups' })).toBeInTheDocument();
  });
}
