import { act, render, screen } from '@testing-library/react';
import { OFFLINE_TEXT, OfflineBanner } from '../components/offline-banner';
import { registerServiceWorker } from '../app/register-service-worker';

// The browser's network state as navigator.onLine reports it, with the event it fires.
function goOnline(online: boolean) {
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => jest.restoreAllMocks());

test('the banner says the draft is kept while the browser is offline, and goes back online', () => {
  render(<OfflineBanner />);
  expect(screen.queryByText(OFFLINE_TEXT)).toBeNull();
  goOnline(false);
  // Exactly the spec's text, inside the polite live region.
  expect(screen.getByRole('status')).toHaveTextContent(
    'You are offline. Your draft is kept and will be saved when you are back online.',
  );
  goOnline(true);
  expect(screen.queryByText(OFFLINE_TEXT)).toBeNull();
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
});

test('a page opened offline shows the banner at once', () => {
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  render(<OfflineBanner />);
  expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_TEXT);
});

test('no service worker is registered outside a production build (tests, dev servers)', () => {
  const register = jest.fn(() => Promise.resolve());
  Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
  try {
    registerServiceWorker();
    window.dispatchEvent(new Event('load'));
    expect(register).not.toHaveBeenCalled();
  } finally {
    delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  }
});
