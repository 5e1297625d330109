// The one way the web app talks to the API: JSON in and out, the CSRF header on writes, errors as
// ApiRequestError with the server's stable code. It never shows toasts or redirects: callers decide.

export type ApiErrorDetail = { path: string; message: string };

export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: readonly ApiErrorDetail[];

  constructor(status: number, code: string, message: string, details: readonly ApiErrorDetail[] = []) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

/** Status 0: the request never got an answer (offline, DNS, server down). */
export const NETWORK_ERROR = 'network_error';

let csrfToken: string | null = null;

/** Kept from the latest session answer and sent back as `x-csrf-token` on every write. */
export function setCsrfToken(token: string | null): void {
  csrfToken = token;
}

/** Whether a write can be sent now (a session restored from the offline cache has no token yet). */
export const hasCsrfToken = (): boolean => csrfToken !== null;

let csrfLoader: (() => Promise<unknown>) | null = null;
let loadingCsrf: Promise<unknown> | null = null;

/**
 * How to get the token when a write finds none (lib/session.ts: one session check). A page opened
 * from the saved cache shows the signed-in user without having asked the server, so its first write
 * asks first instead of being refused as csrf_failed.
 */
export function setCsrfLoader(loader: () => Promise<unknown>): void {
  csrfLoader = loader;
}

/** Writes that start a session (no token exists before them). */
const startsSession = (path: string) => path === '/api/auth/sign-in' || path === '/api/auth/sign-up';

async function ensureCsrf(method: string, path: string): Promise<void> {
  if (method === 'GET' || csrfToken !== null || csrfLoader === null || startsSession(path)) return;
  loadingCsrf ??= csrfLoader().finally(() => {
    loadingCsrf = null;
  });
  // A failed check leaves the write to be refused by the server as before (401 or network error).
  await loadingCsrf.catch(() => undefined);
}

export type ApiRequestInit = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
};

export async function apiRequest<T>(path: string, init: ApiRequestInit = {}): Promise<T> {
  const method = init.method ?? 'GET';
  await ensureCsrf(method, path);
  const headers: Record<string, string> = { accept: 'application/json' };
  // A FormData body (a file upload) sets its own multipart content type and goes as it is.
  const form = init.body instanceof FormData ? init.body : null;
  if (init.body !== undefined && !form) headers['content-type'] = 'application/json';
  if (method !== 'GET' && csrfToken) headers['x-csrf-token'] = csrfToken;

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: form ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
      credentials: 'same-origin',
      signal: init.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiRequestError(0, NETWORK_ERROR, cause instanceof Error ? cause.message : 'Network error');
  }

  // The typed-fetch boundary: callers name the contract type of the route they call (T), the type the
  // server's handlers are written to return (both sides take it from packages/core); not re-parsed here.
  if (response.status === 204) return undefined as T;
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw toApiError(response.status, payload);
  return payload as T;
}

function toApiError(status: number, payload: unknown): ApiRequestError {
  if (isErrorBody(payload)) {
    const { code, message, details } = payload.error;
    return new ApiRequestError(status, code, message, details ?? []);
  }
  return new ApiRequestError(status, status >= 500 ? 'internal_error' : `http_${status}`, `HTTP ${status}`);
}

type ErrorBody = { error: { code: string; message: string; details?: ApiErrorDetail[] } };

function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error: unknown = value.error;
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    typeof error.code === 'string' &&
    'message' in error &&
    typeof error.message === 'string'
  );
}
