// The one error model of the API: `{ error: { code, message } }` with a stable snake_case code.
// Codes are part of the public contract: add new ones, never rename.
import { z } from 'zod';

export const errorCodes = [
  'invalid_json',
  'validation_failed',
  'unsupported_media_type',
  'payload_too_large',
  'not_found',
  'method_not_allowed',
  'unauthenticated',
  'forbidden',
  'csrf_failed',
  'invalid_credentials',
  'email_taken',
  'provider_unknown',
  'oidc_state_invalid',
  'oidc_failed',
  'rate_limited',
  'conflict',
  'internal_error',
  // A request the framework refused before any route ran (not JSON, not validation: e.g. an empty body
  // sent as application/json); answered with the framework's own 4xx status.
  'bad_request',
  // Task workspace (issue 3)
  'invalid_transition',
  'version_conflict',
  'mvd_limit',
  'tag_name_taken',
  'no_active_tasks',
  // Delegation and collaboration (issue 5); the shared page maps each to its SPEC §8 text
  'insufficient_access_data',
  'task_not_found',
  'task_not_delegated',
  'invalid_access_token',
  'already_completed',
  'attachment_too_large',
  'attachment_limit',
  'storage_quota_exceeded',
  'no_file',
  // Personal API tokens (issue 13)
  'api_token_limit',
  'api_token_read_only',
  // Mind maps (issue 11)
  'mind_map_too_many_nodes',
  'mind_map_too_large',
  // Import and export (issue 13)
  'import_invalid_file',
  'import_too_large',
  'import_too_many_rows',
  // Reminders (issue 13)
  'reminder_token_invalid',
  'push_subscription_limit',
  'invalid_cursor',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

export const apiErrorSchema = z
  .object({
    error: z.object({
      code: z.string().meta({ description: 'Stable snake_case error code', example: 'validation_failed' }),
      message: z.string().meta({ description: 'Human-readable explanation' }),
      details: z
        .array(z.object({ path: z.string(), message: z.string() }))
        .optional()
        .meta({ description: 'Per-field problems, for validation_failed' }),
    }),
  })
  .meta({ id: 'ApiError' });

export type ApiError = z.infer<typeof apiErrorSchema>;

export type ErrorDetail = { path: string; message: string };

/**
 * What a service throws when a request cannot be done: a code from the closed list above, a
 * human-readable message and, for `validation_failed`, per-field details. Services never pick an
 * HTTP status; the server's error handler maps each code to one (apps/server/src/http/errors.ts).
 */
export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly details: ErrorDetail[] | undefined;

  constructor(code: ErrorCode, message: string, extra: { details?: ErrorDetail[] } = {}) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
    this.details = extra.details;
  }
}

/** The usual "no such thing (of yours)": another user's id is a not_found too. */
export const notFound = (what = 'Resource') => new DomainError('not_found', `${what} not found`);
