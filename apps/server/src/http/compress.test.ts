// Compressed JSON answers: the Accept-Encoding choice, and the onSend hook on a real app (large JSON
// compressed and decoding to the same body, small bodies and refusals left alone).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Agent, buildTestServer, type TestServer, testDbKind } from '../../test/test-server.ts';
import { addVary, compressOnce, MIN_COMPRESS_BYTES, pickEncoding } from './compress.ts';

describe('compressOnce', () => {
  test('compresses a body once per encoding and keeps the form with it; small bodies are left alone', async () => {
    const body = Buffer.from(JSON.stringify({ tasks: Array.from({ length: 200 }, (_, i) => ({ id: i })) }));
    const br = compressOnce(body, 'br');
    assert.ok(br);
    assert.equal(compressOnce(body, 'br'), br, 'the same bytes are not compressed twice');
    assert.notEqual(compressOnce(body, 'gzip'), br);
    assert.deepEqual(brotliDecompressSync(await br), body);
    assert.notEqual(compressOnce(Buffer.from(body), 'br'), br, 'another body, another form');
    assert.equal(compressOnce(Buffer.alloc(MIN_COMPRESS_BYTES - 1), 'br'), null);
  });
});

describe('pickEncoding', () => {
  const cases: Array<[string | undefined, ReturnType<typeof pickEncoding>]> = [
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['BR;Q=0.5', 'br'],
    ['gzip;q=0', null],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['deflate', null],
  ];
  for (const [header, expected] of cases) {
    test(`${JSON.stringify(header)} -> ${expected}`, () => assert.equal(pickEncoding(header), expected));
  }
});

test('addVary adds a field once', () => {
  assert.equal(addVary(undefined, 'accept-encoding'), 'accept-encoding');
  assert.equal(addVary('cookie', 'accept-encoding'), 'cookie, accept-encoding');
  assert.equal(addVary('cookie, Accept-Encoding', 'accept-encoding'), 'cookie, Accept-Encoding');
});

describe(`JSON compression (${testDbKind})`, () => {
  let server: TestServer;
  before(async () => {
    server = await buildTestServer();
  });
  after(() => server.close());

  // The OpenAPI document is a large JSON answer every app has.
  const raw = async (encoding?: string) => {
    const res = await server.app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: encoding === undefined ? {} : { 'accept-encoding': encoding },
    });
    return res;
  };

  test('large JSON goes out as brotli or gzip when accepted, decoding to the same body', async () => {
    const plain = await raw();
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.ok(plain.rawPayload.length > 1024);
    assert.match(String(plain.headers.vary), /accept-encoding/i);

    const br = await raw('gzip, deflate, br');
    assert.equal(br.headers['content-encoding'], 'br');
    assert.ok(br.rawPayload.length < plain.rawPayload.length / 2);
    assert.deepEqual(brotliDecompressSync(br.rawPayload), plain.rawPayload);
    assert.equal(Number(br.headers['content-length']), br.rawPayload.length);

    const gz = await raw('gzip');
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.deepEqual(gunzipSync(gz.rawPayload), plain.rawPayload);
  });

  test('small JSON and clients that accept no encoding get the plain body', async () => {
    const health = await new Agent(server.app).get('/api/health', { 'accept-encoding': 'br' });
    assert.equal(health.headers['content-encoding'], undefined);
    assert.equal(health.json<{ status: string }>().status, 'ok');
    assert.equal((await raw('identity')).headers['content-encoding'], undefined);
  });
});
