import { screen } from '@testing-library/react';

/**
 * The success toast reading `text` (a listitem of Fluent's toaster, named by its title). jsdom
 * fires no animation events, so a toast stays until the test ends; Fluent's aria-live copy of
 * the text is checked in packages/ui (it lasts only half a second).
 */
export function findToast(text: string) {
  return screen.findByRole('listitem', { name: text, hidden: true });
}
