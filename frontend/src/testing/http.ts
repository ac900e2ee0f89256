import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/** A request the code under test sent, as a spec checks it. */
export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  request: Request;
}

/** A JSON answer (`body`, status 200 unless given) or a binary one (`blob`, sent with its own type). */
export interface Reply {
  status?: number;
  body?: unknown;
  blob?: Blob;
}

/** An answer: a reply, or MSW's own response (e.g. `HttpResponse.error()` for a network failure). */
type Answer = Reply | Response;

/** `'GET /api/admin/auth/me'` → an answer, or a function of the call giving one (may be async, e.g. to hang). */
export type ApiRoutes = Record<string, Answer | ((call: ApiCall) => Answer | Promise<Answer>)>;

const notFound = (method: string, path: string) =>
  HttpResponse.json({ statusCode: 404, message: `No handler for ${method} ${path}`, error: 'Not Found' }, { status: 404 });

/**
 * Mock Service Worker's interceptors, answering the app's `fetch` in jest (testing/setup-tests.ts
 * starts it, and resets it after each test). A request no spec handles answers 404, so a call the
 * test did not expect shows up as a failure in the UI instead of hanging.
 */
export const server = setupServer(
  http.all('*', ({ request }) => notFound(request.method, new URL(request.url).pathname)),
);

function toResponse(answer: Answer): Response {
  if (answer instanceof Response) return answer;
  const init = { status: answer.status ?? 200 };
  if (answer.blob) return new HttpResponse(answer.blob, { ...init, headers: { 'Content-Type': answer.blob.type } });
  return answer.body === undefined ? new HttpResponse(null, init) : HttpResponse.json(answer.body as never, init);
}

/**
 * Serves the given routes for the rest of the test (replacing those of an earlier call), one MSW
 * handler each. Returns every call in order, and in `unmatched` those no route answered (404).
 */
export function mockApi(routes: ApiRoutes) {
  const calls: ApiCall[] = [];
  const unmatched: string[] = [];
  const record = (request: Request): ApiCall => {
    const url = new URL(request.url);
    const call = { method: request.method, path: url.pathname, query: url.searchParams, headers: request.headers, request };
    // The spec reads its own copy of the body, whether or not the route's function read this one.
    calls.push({ ...call, request: request.clone() });
    return call;
  };
  const handlers = Object.entries(routes).map(([route, answer]) => {
    const [method, path] = route.split(' ');
    return http[method.toLowerCase() as 'get' | 'post' | 'patch' | 'put' | 'delete'](path, async ({ request }) => {
      const call = record(request);
      return toResponse(typeof answer === 'function' ? await answer(call) : answer);
    });
  });
  const fallback = http.all('*', ({ request }) => {
    const call = record(request);
    unmatched.push(`${call.method} ${call.path}`);
    return notFound(call.method, call.path);
  });
  server.resetHandlers();
  server.use(...handlers, fallback);
  return { calls, unmatched };
}

/** The calls to one route, e.g. `callsTo(calls, 'PATCH /api/admin/bookings/b1/status')`. */
export function callsTo(calls: ApiCall[], route: string) {
  return calls.filter((call) => `${call.method} ${call.path}` === route);
}
