// jsdom lacks the fetch API: RTK Query builds a `Request` and reads a `Response`, so tests get
// Node's own classes, which Mock Service Worker intercepts and answers with (testing/http.ts).
// AbortController comes along because Request only accepts a signal of its own realm, and FormData,
// Blob and File because Node's fetch sends only its own (the admin's uploads).
const { TestEnvironment } = require('jest-environment-jsdom');
const { releasingAsyncContexts } = require('../../../jest.preset');

module.exports = class JsdomWithFetchEnvironment extends releasingAsyncContexts(TestEnvironment) {
  constructor(config, context) {
    super(config, context);
    const page = this.global.location;
    // Node's Request wants absolute URLs; the app calls `/api/...` relative to the page, as a browser does.
    class PageRequest extends Request {
      constructor(input, init) {
        super(typeof input === 'string' ? new URL(input, page.href) : input, init);
      }
    }
    const timers = this.global;
    // antd's form batches its watchers on a MessageChannel macrotask. Node's own channel would keep
    // jest alive after the tests, so messages go through the page's timers instead.
    class TimerMessageChannel {
      constructor() {
        const port = (other) => ({ onmessage: null, postMessage: (data) => timers.setTimeout(() => other().onmessage?.({ data }), 0), close: () => undefined });
        this.port1 = port(() => this.port2);
        this.port2 = port(() => this.port1);
      }
    }
    Object.assign(this.global, {
      MessageChannel: TimerMessageChannel,
      fetch,
      Request: PageRequest,
      Response,
      Headers,
      AbortController,
      AbortSignal,
      ReadableStream,
      WritableStream,
      TransformStream,
      FormData,
      Blob,
      File,
      BroadcastChannel,
      TextEncoder,
      TextDecoder,
      structuredClone,
    });
  }
};
