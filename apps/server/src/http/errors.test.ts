// The one code -> status table: every code of the closed list has an error status, domain errors
// take it (or a route's own), and the error handler answers with it and the stable body.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { defineRoute } from '@nova/core/contract';
import { DomainError, errorCodes } from '@nova/core/errors';
import Fastify from 'fastify';
import { registerErrorHandler } from './error-handler.ts';
import { HttpError, httpErrorOf, statusOfCode } from './errors.ts';
import { addRoute } from './route.ts';

describe('error statuses', () => {
  test('every code of the closed list has a 4xx or 5xx status, and only those codes', () => {
    assert.deepEqual(Object.keys(statusOfCode).sort(), [...errorCodes].sort());
    for (const code of errorCodes) {
      const status = statusOfCode[code];
      assert.ok(status >= 400 && status < 600, `${code}: ${status}`);
    }
  });

  test('a domain error takes its code status, unless the route gives that code its own', () => {
    const error = new DomainError('task_not_delegated', 'Task not delegated');
    assert.equal(httpErrorOf(error).status, 403);
    assert.equal(httpErrorOf(error, { task_not_delegated: 404 }).status, 404);
    assert.equal(httpErrorOf(error, { not_found: 410 }).status, 403);
    const details = [{ path: 'body.title', message: 'Required' }];
    const invalid = httpErrorOf(new DomainError('validation_failed', 'body.title: Required', { details }));
    assert.ok(invalid instanceof HttpError);
    assert.deepEqual([invalid.status, invalid.code, invalid.details], [400, 'validation_failed', details]);
  });

  test('the handler answers a thrown domain error with its status and the stable body', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    const route = (path: string) =>
      defineRoute({
        method: 'GET',
        path,
        operationId: path,
        summary: '',
        tag: 'test',
        auth: 'public',
        responses: { 200: null },
      });
    const throwNotDelegated = () => {
      throw new DomainError('task_not_delegated', 'Task not delegated');
    };
    addRoute(app, route('/token-side'), throwNotDelegated);
    addRoute(app, route('/owner-side'), throwNotDelegated, { errorStatus: { task_not_delegated: 404 } });
    const body = { error: { code: 'task_not_delegated', message: 'Task not delegated' } };
    const tokenSide = await app.inject({ method: 'GET', url: '/token-side' });
    assert.deepEqual([tokenSide.statusCode, tokenSide.json()], [403, body]);
    const ownerSide = await app.inject({ method: 'GET', url: '/owner-side' });
    assert.deepEqual([ownerSide.statusCode, ownerSide.json()], [404, body]);
    await app.close();
  });
});
