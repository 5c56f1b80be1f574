// jsdom lacks a few browser APIs that react-router 7 and Fluent UI use.
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Object.assign(globalThis, { ResizeObserver: ResizeObserverStub });

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// The shared 2-core machines run jest next to other work: give async queries and waitFor more
// than the default 1 s before calling a test failed. A test that waits for an outcome that never
// comes still fails.
configure({ asyncUtilTimeout: 5000 });
// A test as a whole waits for several such outcomes: its own limit must be well above one
// waitFor's, or the test's default 5 s cuts the first slow wait.
jest.setTimeout(20_000);
