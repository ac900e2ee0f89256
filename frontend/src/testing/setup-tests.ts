import '@testing-library/jest-dom';
// Imported here so that its cleanup after each test is registered for the whole file: a suite
// (testing/suite.ts) would otherwise register it inside the describe of the first spec importing it.
import { configure } from '@testing-library/react';
import { server } from './http';

// Every request the app sends is answered by Mock Service Worker: a spec's routes (mockApi), else 404.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// jsdom lacks what antd reaches for.
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

// jsdom has no object URLs (slip previews, downloads): each blob gets a name of its own.
let objectUrls = 0;
URL.createObjectURL = () => `blob:test/${(objectUrls += 1)}`;
URL.revokeObjectURL = () => undefined;

// jsdom reports every pseudo-element getComputedStyle call (antd measures ::-webkit-scrollbar) as
// "Not implemented"; the element's own style is all it could answer anyway.
const elementStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => elementStyle(element);

// jsdom has no canvas (antd draws upload thumbnails on one) and logs each attempt; a browser
// without a 2D context answers null, which antd handles by showing no thumbnail.
HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;

// The build machines are shared and often busy: lazy admin chunks and antd's first render can take
// seconds there, so waits allow up to 15 s (still failing a test whose screen never appears).
configure({ asyncUtilTimeout: 15_000 });
