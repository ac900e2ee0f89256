import { configure } from '@testing-library/react';

/**
 * What antd 6 needs and jsdom lacks, installed only when missing (the shared test environment may
 * provide it): rc-field-form batches Form.useWatch updates on a MessageChannel macrotask.
 */
const globals = globalThis as Record<string, unknown>;

if (typeof globals.MessageChannel === 'undefined') {
  class Port {
    onmessage: ((event: { data: unknown }) => void) | null = null;
    other: Port | null = null;
    postMessage(data: unknown) {
      const target = this.other;
      setTimeout(() => target?.onmessage?.({ data }), 0);
    }
    close() {
      this.onmessage = null;
    }
  }
  globals.MessageChannel = class {
    readonly port1 = new Port();
    readonly port2 = new Port();
    constructor() {
      this.port1.other = this.port2;
      this.port2.other = this.port1;
    }
  };
}

/**
 * jsdom reports every pseudo-element getComputedStyle call (antd measures ::-webkit-scrollbar) as
 * "Not implemented"; the element's own style is all it could answer anyway.
 */
const elementStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => elementStyle(element);

// The build machines are shared and often busy: lazy admin chunks and antd's first render can take
// seconds there, so waits allow up to 15 s (still failing a test whose screen never appears).
configure({ asyncUtilTimeout: 15_000 });

// jsdom has no canvas (antd draws upload thumbnails on one) and logs each attempt; a browser
// without a 2D context answers null, which antd handles by showing no thumbnail.
HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;
