// Each request's child logger is made on its first line logged at an enabled level (lazyChildLogger),
// and request lines still carry the request's id.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { FastifyBaseLogger } from 'fastify';
import { buildTestServer } from '../../test/test-server.ts';
import { lazyChildLogger } from './logging.ts';

type Line = { level: string; bindings: object; args: unknown[] };

/** A parent logger at `level` that records the children it makes and what they log. */
function recordingLogger(level: string) {
  const order = ['trace', 'debug', 'info', 'warn', 'error', 'fatal'];
  const children: object[] = [];
  const lines: Line[] = [];
  const make = (bindings: object): FastifyBaseLogger & { isLevelEnabled(l: string): boolean } => {
    const at =
      (name: string) =>
      (...args: unknown[]) => {
        if (order.indexOf(name) >= order.indexOf(level)) lines.push({ level: name, bindings, args });
      };
    return {
      level,
      isLevelEnabled: (l: string) => order.indexOf(l) >= order.indexOf(level),
      trace: at('trace'),
      debug: at('debug'),
      info: at('info'),
      warn: at('warn'),
      error: at('error'),
      fatal: at('fatal'),
      silent: () => {},
      child(more: object) {
        children.push(more);
        return make({ ...bindings, ...more });
      },
    };
  };
  return { logger: make({}), children, lines };
}

const factory = (parent: FastifyBaseLogger, bindings: object) =>
  // The factory's `this` is the Fastify instance, which it does not use.
  lazyChildLogger.call(undefined as never, parent, bindings, {}, undefined as never);

describe('lazyChildLogger', () => {
  test('no child is made until a line at an enabled level, then one, whose lines carry the bindings', () => {
    const { logger, children, lines } = recordingLogger('warn');
    const log = factory(logger, { reqId: 'req-1' });
    log.debug('quiet');
    log.info({ a: 1 }, 'still quiet');
    assert.equal(children.length, 0);
    assert.equal(log.level, 'warn');
    log.warn({ b: 2 }, 'loud');
    log.error('louder');
    assert.equal(children.length, 1);
    assert.deepEqual(lines, [
      { level: 'warn', bindings: { reqId: 'req-1' }, args: [{ b: 2 }, 'loud'] },
      { level: 'error', bindings: { reqId: 'req-1' }, args: ['louder'] },
    ]);
  });

  test('a level set on it, and its own children, go to the real child', () => {
    const { logger, children } = recordingLogger('warn');
    const log = factory(logger, { reqId: 'req-2' });
    const grandchild = log.child({ part: 'x' });
    assert.deepEqual(children, [{ reqId: 'req-2' }, { part: 'x' }]);
    assert.equal(typeof grandchild.warn, 'function');
    log.level = 'debug';
    assert.equal(log.level, 'debug');
  });
});

describe('request logs', () => {
  test('carry the request id when the level logs them', async () => {
    const lines: string[] = [];
    const server = await buildTestServer({
      logStream: { write: (line: string) => lines.push(line) },
      env: { LOG_LEVEL: 'debug' },
    });
    try {
      const res = await server.app.inject({ method: 'GET', url: '/api/health' });
      assert.equal(res.statusCode, 200);
      const entry = lines
        .map((line) => JSON.parse(line) as { msg?: string; reqId?: string; req?: { url?: string } })
        .find((e) => e.msg === 'request' && e.req?.url === '/api/health');
      assert.ok(entry, lines.join('\n'));
      assert.equal(typeof entry.reqId, 'string');
    } finally {
      await server.close();
    }
  });
});
