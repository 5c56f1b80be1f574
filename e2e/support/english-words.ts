// The English left on a page shown in Hindi or Nepali: every Latin word a user sees or hears
// (text, aria-label, title, placeholder, the tab title) that is not data or an allowed name.
import type { Page } from 'playwright-core';

/**
 * Latin words every translated page may show: the language menu's "English", acronyms (Hindi and
 * Nepali write "QR कोड" too), and the language codes of the phone header's compact language
 * button ('HI').
 */
export const ALWAYS_ALLOWED = ['English', 'API', 'OTP', 'GPS', 'QR', 'EN', 'HI', 'NE'];

/** The Latin words inside `selectors` (CSS) that `allowed` does not list. */
export async function englishWords(
  page: Page,
  selectors: string[],
  allowed: Iterable<string> = [],
): Promise<string[]> {
  const texts = await page.evaluate((sels) => {
    const out: string[] = [];
    for (const root of sels.flatMap((s) => [...document.querySelectorAll(s)])) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const el = n.parentElement;
        if (el && getComputedStyle(el).display !== 'none') out.push(n.textContent ?? '');
      }
      for (const el of [root, ...root.querySelectorAll('*')]) {
        for (const attr of ['aria-label', 'title', 'placeholder']) {
          const v = el.getAttribute(attr);
          if (v) out.push(v);
        }
      }
    }
    out.push(document.title);
    return out;
  }, selectors);
  const allow = new Set([...ALWAYS_ALLOWED, ...allowed]);
  // Whole tokens only: a short id ('#ec3a91f0') or a code is no word.
  const words = texts.flatMap((t) =>
    t.split(/[^A-Za-z0-9]+/).filter((w) => /^[A-Za-z]{2,}$/.test(w)),
  );
  return [...new Set(words.filter((w) => !allow.has(w)))];
}

/**
 * Texts cut off (wider than their box, without an ellipsis meant for it) or running past the
 * viewport's edge, and a page wider than the viewport: Devanagari at 360 px.
 */
export async function clippedTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(
      'main *, header *, [role="dialog"] *',
    )) {
      const style = getComputedStyle(el);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      const box = el.getBoundingClientRect();
      // Not drawn, or visually hidden for screen readers only (a 1px clipped label).
      if (box.width <= 1 || box.height <= 1) continue;
      const ownText = [...el.childNodes].some(
        (n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '',
      );
      const what = `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
      if (ownText && box.right > width + 1 && style.position !== 'fixed') {
        found.push(`${what} ends at ${Math.round(box.right)}px`);
      }
      const clips = style.overflow !== 'visible' || style.overflowX !== 'visible';
      if (
        ownText &&
        clips &&
        el.scrollWidth > el.clientWidth + 1 &&
        style.textOverflow !== 'ellipsis'
      ) {
        found.push(`${what} is cut off (${el.scrollWidth} > ${el.clientWidth})`);
      }
    }
    if (document.documentElement.scrollWidth > width + 1) {
      found.push(`the page is ${document.documentElement.scrollWidth}px wide`);
    }
    return found;
  });
}
