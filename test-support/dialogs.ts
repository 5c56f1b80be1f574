import { queries, screen, waitFor, within } from '@testing-library/react';

/**
 * Waits until no dialog is open and the page is exposed to assistive technology again (Fluent's
 * modalizer hides the page with aria-hidden while a dialog is open and lifts it a tick after the
 * dialog unmounts).
 */
export async function dialogGone() {
  await waitFor(() => {
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(document.querySelector('body > div[aria-hidden="true"]')).toBeNull();
  });
}

type RoleQuery = (container: HTMLElement, role: string, options?: object) => unknown;
const includingHidden =
  <Q extends RoleQuery>(query: Q) =>
  (container: HTMLElement, role: string, options: object = {}) =>
    query(container, role, { hidden: true, ...options });

// In jsdom, tabster's modalizer sometimes leaves an open dialog marked aria-hidden (it decides
// on focus and visibility that jsdom does not model; Chromium does not do it: e2e/admin.e2e.ts
// drives the same dialogs by role). Inside a dialog, role queries therefore include hidden nodes.
const dialogQueries = {
  ...queries,
  getByRole: includingHidden(queries.getByRole),
  getAllByRole: includingHidden(queries.getAllByRole),
  queryByRole: includingHidden(queries.queryByRole),
  findByRole: includingHidden(queries.findByRole),
} as typeof queries;

/** A dialog's name as its `aria-labelledby` (Fluent's DialogTitle) or `aria-label` gives it. */
function dialogName(dialog: HTMLElement): string {
  const ids = dialog.getAttribute('aria-labelledby')?.split(/\s+/) ?? [];
  const titled = ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim();
  return titled || (dialog.getAttribute('aria-label') ?? '');
}

/**
 * The open dialog named `name`, with queries scoped to it. The name is read from the title the
 * dialog points at: when the modalizer has marked the dialog itself aria-hidden (above), jsdom's
 * accessible-name computation sometimes gives it no name at all.
 */
export async function findDialog(name: string) {
  const element = await waitFor(() => {
    const dialogs = screen.queryAllByRole('dialog', { hidden: true });
    const named = dialogs.find((dialog) => dialogName(dialog) === name);
    if (!named) throw new Error(`No dialog named "${name}" (open: ${dialogs.map(dialogName).join(', ') || 'none'})`);
    return named;
  });
  return Object.assign(within(element, dialogQueries), { element });
}
