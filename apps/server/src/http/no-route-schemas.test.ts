// The app brings its own Fastify schema compilers (no-route-schemas.ts): ajv and fast-json-stringify
// are never loaded, and a route that declares a Fastify JSON schema is refused when the app gets ready.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { after, before, describe, test } from 'node:test';
import Fastify from 'fastify';
import { buildTestServer, type TestServer, testDbKind } from '../../test/test-server.ts';
import { noRouteSchemas } from './no-route-schemas.ts';

const loaded = (name: string) =>
  Object.keys(createRequire(import.meta.url).cache).filter((file) => file.includes(`/node_modules/${name}/`));

describe(`Fastify schema compilers (${testDbKind})`, () => {
  let server: TestServer;
  before(async () => {
    server = await buildTestServer();
  });
  after(() => server.close());

  test('the whole app is built and answers without loading ajv or fast-json-stringify', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/health' });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(loaded('@fastify/ajv-compiler'), []);
    assert.deepEqual(loaded('@fastify/fast-json-stringify-compiler'), []);
    assert.deepEqual(loaded('ajv'), []);
  });

  test('a route declaring a body schema is refused, pointing at the zod contracts', async () => {
    const app = Fastify({ schemaController: noRouteSchemas });
    app.post('/x', { schema: { body: { type: 'object' } } }, async () => ({}));
    await assert.rejects(async () => app.ready(), /not used here: validate with the route's zod contract/);
  });

  test('a route declaring a response schema is refused too', async () => {
    const app = Fastify({ schemaController: noRouteSchemas });
    app.get('/x', { schema: { response: { 200: { type: 'object' } } } }, async () => ({}));
    await assert.rejects(async () => app.ready(), /Fastify route response schemas are not used here/);
  });
});
