/**
 * Fails when any of the `english` texts is still on the page. The languages tests of each remote
 * switch to Hindi or Nepali and list their page's English texts: one left over means a text
 * the page does not translate, or a part of it that did not re-render on the switch. The whole
 * body is read, so portals (dialogs, toasts) count as well.
 */
export function expectNoEnglish(english: readonly string[]) {
  const text = document.body.textContent ?? '';
  for (const phrase of english) expect(text).not.toContain(phrase);
}
