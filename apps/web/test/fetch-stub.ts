// Test support for component tests: the network at the `fetch` boundary. The app's own API client
// (src/lib/api-client.ts) and its hooks run for real; this answers their requests from handlers a
// test declares and records every call, so a test asserts what a user's action sent to the server.
// A request no handler answers gets a 501 with the project's error body and is listed in `unhandled`.

export type RecordedCall = {
  method: string;
  /** Path and query string, as the app asked for it (`/api/tasks?view=active`). */
  url: string;
  /** The path alone. */
  path: string;
  query: URLSearchParams;
  /** The JSON body, parsed; undefined when there was none. */
  body: unknown;
};

export type Reply = { status?: number; body?: unknown };
export type Handler = (call: RecordedCall) => Reply | unknown | Promise<Reply | unknown>;
type Route = { method: string; path: string | RegExp; handler: Handler };

const replyMark = Symbol('reply');

/**
 * A handler returns the body of a 200 answer, `undefined` for a 204, or `reply(status, body)` (and
 * `apiError`) for anything else. This marks a full reply.
 */
export const reply = (status: number, body?: unknown): Reply & { [replyMark]: true } => ({
  status,
  body,
  [replyMark]: true,
});
const isReply = (value: unknown): value is Reply =>
  typeof value === 'object' && value !== null && replyMark in value;

/** The server's error body (`{ error: { code, message } }`) with a status. */
export const apiError = (status: number, code: string, message = code) =>
  reply(status, { error: { code, message } });

export type FetchStub = {
  /** Every request the app made, in order. */
  calls: RecordedCall[];
  /** Requests no handler answered. */
  unhandled: RecordedCall[];
  on: (method: string, path: string | RegExp, handler: Handler) => FetchStub;
  get: (path: string | RegExp, handler: Handler) => FetchStub;
  post: (path: string | RegExp, handler: Handler) => FetchStub;
  patch: (path: string | RegExp, handler: Handler) => FetchStub;
  put: (path: string | RegExp, handler: Handler) => FetchStub;
  delete: (path: string | RegExp, handler: Handler) => FetchStub;
  /** The calls with this method whose path matches. */
  callsTo: (method: string, path: string | RegExp) => RecordedCall[];
  fetch: typeof fetch;
};

const matches = (pattern: string | RegExp, path: string) =>
  typeof pattern === 'string' ? pattern === path : pattern.test(path);

export function createFetchStub(): FetchStub {
  const routes: Route[] = [];
  const calls: RecordedCall[] = [];
  const unhandled: RecordedCall[] = [];

  const fetchStub = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(raw, 'http://nova.test');
    const method = (init.method ?? 'GET').toUpperCase();
    const text = typeof init.body === 'string' ? init.body : undefined;
    const call: RecordedCall = {
      method,
      url: `${url.pathname}${url.search}`,
      path: url.pathname,
      query: url.searchParams,
      body: text === undefined ? undefined : JSON.parse(text),
    };
    calls.push(call);
    if (init.signal?.aborted) throw new DOMException('The request was aborted', 'AbortError');

    // The latest matching handler wins, so a test can override a default answer.
    const route = routes.findLast((r) => r.method === method && matches(r.path, call.path));
    if (!route) {
      unhandled.push(call);
      return json(501, { error: { code: 'unhandled_in_test', message: `${method} ${call.url}` } });
    }
    const answer = await route.handler(call);
    if (isReply(answer))
      return answer.status === 204
        ? new Response(null, { status: 204 })
        : json(answer.status ?? 200, answer.body);
    if (answer === undefined) return new Response(null, { status: 204 });
    return json(200, answer);
  };

  const stub: FetchStub = {
    calls,
    unhandled,
    on: (method, path, handler) => {
      routes.push({ method: method.toUpperCase(), path, handler });
      return stub;
    },
    get: (path, handler) => stub.on('GET', path, handler),
    post: (path, handler) => stub.on('POST', path, handler),
    patch: (path, handler) => stub.on('PATCH', path, handler),
    put: (path, handler) => stub.on('PUT', path, handler),
    delete: (path, handler) => stub.on('DELETE', path, handler),
    callsTo: (method, path) =>
      calls.filter((call) => call.method === method.toUpperCase() && matches(path, call.path)),
    fetch: fetchStub as typeof fetch,
  };
  return stub;
}

function json(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** A promise with its resolve outside, for holding a response while a test looks at the pending state. */
export function deferred<T = void>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

let current: FetchStub | undefined;

/** A fresh stub for the next test (test/setup.ts installs it as the global fetch). */
export function installFetchStub(): FetchStub {
  current = createFetchStub();
  return current;
}

export function uninstallFetchStub(): void {
  current = undefined;
}

/** The running test's fetch stub: declare answers on it, read the calls it recorded. */
export function api(): FetchStub {
  if (!current) throw new Error('api() is only available inside a test');
  return current;
}
