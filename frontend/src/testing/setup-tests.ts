import '@testing-library/jest-dom';
// Imported here so that its cleanup after each test is registered for the whole file: a suite
// (testing/suite.ts) would otherwise register it inside the describe of the first spec importing it.
import '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks what antd and RTK Query reach for.
Object.assign(globalThis, { TextEncoder, TextDecoder });
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});
const noop = () => undefined;
Object.assign(window, {
  ResizeObserver: class {
    observe = noop;
    unobserve = noop;
    disconnect = noop;
  },
});
window.scrollTo = () => undefined;
