// jsdom cannot navigate, so a page's download (a click on a link to the file) goes nowhere. This
// catches those clicks and keeps the addresses, so a test can fetch the file from the real server
// itself, as the browser would have.
import type { CallResult, RealApi } from './real-api';

export interface CaughtDownloads {
  /** The absolute addresses the page sent the browser to since this test began. */
  readonly urls: string[];
  /** Downloads one of them from the real server, without a session, as the browser would. */
  fetch(url: string): Promise<CallResult<string>>;
}

/** Call at the top of a test file (it registers beforeEach/afterEach). */
export function catchDownloads(server: RealApi): CaughtDownloads {
  const urls: string[] = [];
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest('a[download]') : null;
    if (!link) return;
    event.preventDefault();
    urls.push((link as HTMLAnchorElement).href);
  };
  beforeEach(() => {
    urls.length = 0;
    document.addEventListener('click', onClick);
  });
  afterEach(() => document.removeEventListener('click', onClick));
  return {
    urls,
    fetch: (url) => server.call<string>('GET', new URL(url).pathname.replace(/^\/api(?=\/)/, '')),
  };
}
