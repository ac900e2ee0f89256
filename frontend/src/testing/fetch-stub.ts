type Reply = unknown | Response;
type Handler = (request: Request) => Reply | Promise<Reply>;

export interface FetchStub {
  /** Every request the code under test sent, in order. */
  requests: Request[];
  restore: () => void;
}

function toResponse(reply: Reply): Response {
  if (reply instanceof Response) return reply;
  return new Response(JSON.stringify(reply), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

/** A JSON reply with a status, for error paths. */
export function jsonReply(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * Replaces `fetch` for one test. Routes are keyed `"METHOD /path"` (query string ignored); a value
 * is the JSON to answer or a function of the request. Anything else answers 404, so a call the test
 * did not expect shows up as a failure in the UI instead of hanging.
 */
export function stubFetch(routes: Record<string, Handler | Reply>): FetchStub {
  const original = globalThis.fetch;
  const requests: Request[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    requests.push(request);
    const { pathname } = new URL(request.url, 'http://localhost');
    const route = routes[`${request.method} ${pathname}`];
    if (route === undefined) return jsonReply(404, { statusCode: 404, message: `No stub for ${request.method} ${pathname}` });
    return toResponse(typeof route === 'function' ? await (route as Handler)(request) : route);
  }) as typeof fetch;
  return { requests, restore: () => (globalThis.fetch = original) };
}
