// The result shape every domain rule returns instead of throwing: callers (server services, the web
// app's optimistic updates) branch on `ok` and map `error.code` to the API's stable error codes.
import type { ErrorCode } from '../errors.ts';

export type DomainError<C extends ErrorCode = ErrorCode> = {
  code: C;
  /** English message, also the API error message. */
  message: string;
  /** i18n key for the web app's translated text. */
  key: string;
};

export type Result<T, E extends DomainError = DomainError> = { ok: true; value: T } | { ok: false; error: E };

export const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });
export const fail = <E extends DomainError>(error: E): { ok: false; error: E } => ({ ok: false, error });
