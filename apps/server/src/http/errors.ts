// The HTTP side of the error model: the one table from error code to status, and HttpError for the
// few answers only HTTP code makes (a status or headers of its own: rate limits with Retry-After).
// Services throw DomainError (packages/core/src/errors.ts) and never pick a status.
import type { DomainError, ErrorCode, ErrorDetail } from '@nova/core/errors';

/** Services throw it from core; re-exported for code not yet converted (modules/ai). */
export type { ErrorDetail };

/**
 * The status of every code. Exhaustive: a code added to the closed list without a status here fails
 * the typecheck. A route that gives a code another meaning says so itself (addRoute's `errorStatus`;
 * see docs/decisions/0010-domain-errors.md).
 */
export const statusOfCode = {
  invalid_json: 400,
  validation_failed: 400,
  unsupported_media_type: 415,
  payload_too_large: 413,
  not_found: 404,
  method_not_allowed: 405,
  unauthenticated: 401,
  forbidden: 403,
  csrf_failed: 403,
  invalid_credentials: 401,
  email_taken: 409,
  provider_unknown: 404,
  oidc_state_invalid: 400,
  // The provider could not be reached at sign-in start; a failed callback is a redirect, not a status.
  oidc_failed: 502,
  rate_limited: 429,
  conflict: 409,
  internal_error: 500,
  bad_request: 400,
  invalid_transition: 409,
  version_conflict: 409,
  mvd_limit: 409,
  tag_name_taken: 409,
  no_active_tasks: 422,
  insufficient_access_data: 400,
  task_not_found: 404,
  // SPEC §8, the token routes: the link no longer opens the task. The owner's delegation routes,
  // where it means "no assignment to show", answer 404 (delegation.routes.ts).
  task_not_delegated: 403,
  invalid_access_token: 403,
  already_completed: 409,
  attachment_too_large: 413,
  attachment_limit: 409,
  storage_quota_exceeded: 413,
  no_file: 400,
  api_token_limit: 409,
  api_token_read_only: 403,
  mind_map_too_many_nodes: 400,
  mind_map_too_large: 413,
  import_invalid_file: 400,
  import_too_large: 413,
  import_too_many_rows: 413,
  reminder_token_invalid: 403,
  push_subscription_limit: 409,
  invalid_cursor: 400,
} as const satisfies Record<ErrorCode, number>;

/** Per-route statuses for codes the route gives another meaning. */
export type ErrorStatusOverrides = Partial<Record<ErrorCode, number>>;

export class HttpError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly details: ErrorDetail[] | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    status: number,
    code: ErrorCode,
    message: string,
    extra: { details?: ErrorDetail[]; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.code = code;
    this.details = extra.details;
    this.headers = extra.headers;
  }
}

/** The answer to a domain error: the table's status, or the route's own for that code. */
export function httpErrorOf(error: DomainError, overrides: ErrorStatusOverrides = {}): HttpError {
  const status = overrides[error.code] ?? statusOfCode[error.code];
  return new HttpError(status, error.code, error.message, { details: error.details });
}

/** The `{ error: { code, message, details? } }` body every error answer has. */
export function errorBody(code: ErrorCode, message: string, details?: unknown) {
  return { error: details ? { code, message, details } : { code, message } };
}

export const unauthenticated = () => new HttpError(401, 'unauthenticated', 'User not authenticated');
