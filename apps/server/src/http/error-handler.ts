// The error model on the wire: every error answers `{ error: { code, message, details? } }`. A domain
// error gets its code's status from the one table (errors.ts); an HttpError carries its own status
// and headers; the framework's own refusals (body too large, not JSON, wrong type) keep their status
// under a stable code; anything else is a logged 500 without a stack trace.
import { DomainError } from '@nova/core/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody, HttpError, httpErrorOf } from './errors.ts';

/** The answer to an error that is not ours: the framework's 4xx, or a 500. */
function frameworkError(error: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 500;
  if (status === 413)
    return reply.code(413).send(errorBody('payload_too_large', 'Request body is over 1 MB'));
  if (status === 415) {
    return reply.code(415).send(errorBody('unsupported_media_type', 'Send the body as application/json'));
  }
  if (status === 400 && (error instanceof SyntaxError || error.code?.startsWith('FST_ERR_CTP'))) {
    return reply.code(400).send(errorBody('invalid_json', 'Request body is not valid JSON'));
  }
  if (status >= 400 && status < 500) {
    return reply.code(status).send(errorBody('bad_request', error.message.split('\n')[0] ?? 'Bad request'));
  }
  req.log.error({ err: error }, 'unhandled error');
  return reply
    .code(500)
    .send(errorBody('internal_error', 'Something went wrong on our side: please try again'));
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | DomainError, req, reply) => {
    const known = error instanceof DomainError ? httpErrorOf(error) : error;
    if (!(known instanceof HttpError)) return frameworkError(known, req, reply);
    if (known.headers) reply.headers(known.headers);
    return reply.code(known.status).send(errorBody(known.code, known.message, known.details));
  });
}
