// Errors with a stable code that the error handler turns into `{ error: { code, message } }`.
import type { ErrorCode } from '@nova/core/errors';

export type ErrorDetail = { path: string; message: string };

export class HttpError extends Error {
  readonly status: number;
  readonly code: ErrorCode | (string & {});
  readonly details: ErrorDetail[] | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    status: number,
    code: ErrorCode | (string & {}),
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

export const notFound = (what = 'Resource') => new HttpError(404, 'not_found', `${what} not found`);
export const unauthenticated = () => new HttpError(401, 'unauthenticated', 'User not authenticated');
