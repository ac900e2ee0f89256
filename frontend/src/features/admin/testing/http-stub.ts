/**
 * A small per-test HTTP stub at the fetch level, for the admin specs. Import it FIRST in a spec file.
 *
 * The minimal Request and Response below replace whatever the test environment has: jsdom has
 * none, and Node's own cannot carry jsdom's FormData, File or Blob (the admin uploads) nor resolve
 * the relative `/api` URLs a browser would. They keep the body as given (JSON text or FormData), so
 * a test reads exactly what the page sent.
 */

import './test-environment';

type Body = string | FormData | Blob | null | undefined;

class StubRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: Headers;
  readonly body: Body;
  readonly signal: AbortSignal | undefined;

  constructor(input: string | StubRequest, init: RequestInit = {}) {
    const source = typeof input === 'string' ? undefined : input;
    this.url = new URL(source ? source.url : input as string, window.location.origin).toString();
    this.method = (init.method ?? source?.method ?? 'GET').toUpperCase();
    this.headers = new Headers(init.headers ?? source?.headers);
    this.body = (init.body as Body) ?? source?.body;
    this.signal = init.signal ?? source?.signal ?? undefined;
  }

  clone() {
    return new StubRequest(this);
  }

  async text() {
    return typeof this.body === 'string' ? this.body : '';
  }

  async json() {
    return JSON.parse(await this.text());
  }

  async formData() {
    if (this.body instanceof FormData) return this.body;
    throw new TypeError('The request body is not FormData');
  }
}

class StubResponse {
  readonly status: number;
  readonly headers: Headers;
  readonly ok: boolean;
  private readonly payload: string | Blob;

  constructor(payload: string | Blob | null, init: ResponseInit = {}) {
    this.payload = payload ?? '';
    this.status = init.status ?? 200;
    this.ok = this.status >= 200 && this.status < 300;
    this.headers = new Headers(init.headers);
  }

  clone() {
    return new StubResponse(this.payload, { status: this.status, headers: this.headers });
  }

  async text() {
    return typeof this.payload === 'string' ? this.payload : this.payload.text();
  }

  async json() {
    return JSON.parse(await this.text());
  }

  async blob() {
    if (this.payload instanceof Blob) return this.payload;
    return new Blob([this.payload], { type: this.headers.get('content-type') ?? '' });
  }
}

const globals = globalThis as Record<string, unknown>;
globals.Request = StubRequest;
globals.Response = StubResponse;
if (typeof URL.createObjectURL === 'undefined') {
  let next = 0;
  URL.createObjectURL = () => `blob:stub/${(next += 1)}`;
  URL.revokeObjectURL = () => undefined;
}

export interface StubbedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  request: Request;
}

export interface StubReply {
  status?: number;
  body?: unknown;
  /** A binary answer (slip preview); sent with its own content type. */
  blob?: Blob;
}

/** `'GET /api/admin/auth/me'` → a reply or a function of the request (can be async, e.g. to hang). */
export type Routes = Record<string, StubReply | ((req: StubbedRequest) => StubReply | Promise<StubReply>)>;

/**
 * Replaces fetch with the given routes; an unknown route fails the call with 404 and is recorded in
 * `unmatched` so a test can assert nothing unexpected was called. Returns every call in order.
 */
export function stubFetch(routes: Routes) {
  const calls: StubbedRequest[] = [];
  const unmatched: string[] = [];
  const fetchStub = jest.fn(async (input: Request | string, init?: RequestInit) => {
    const request = typeof input === 'string' ? new Request(input, init) : input;
    const url = new URL(request.url);
    const call: StubbedRequest = {
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      headers: request.headers,
      request,
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`];
    if (!route) {
      unmatched.push(`${call.method} ${call.path}`);
      return json(404, { statusCode: 404, message: `No stub for ${call.method} ${call.path}`, error: 'Not Found' });
    }
    const reply = typeof route === 'function' ? await route(call) : route;
    if (reply.blob) {
      return new Response(reply.blob, { status: reply.status ?? 200, headers: { 'content-type': reply.blob.type } });
    }
    return json(reply.status ?? 200, reply.body);
  });
  globals.fetch = fetchStub;
  return { calls, unmatched, fetch: fetchStub };
}

function json(status: number, body: unknown) {
  const text = body === undefined ? '' : JSON.stringify(body);
  return new Response(text, { status, headers: { 'content-type': 'application/json' } });
}

/** The calls to one route, e.g. `callsTo(calls, 'PATCH /api/admin/bookings/b1/status')`. */
export function callsTo(calls: StubbedRequest[], route: string) {
  return calls.filter((call) => `${call.method} ${call.path}` === route);
}

// Until a test stubs its routes, any call fails loudly rather than hitting a missing fetch.
stubFetch({});
