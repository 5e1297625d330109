// The HTTP contract every route shares: health, OpenAPI, error model, security headers, SPA fallback.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { brotliCompressSync } from 'node:zlib';
import { allRoutes } from '@nova/core/contracts/all';
import { Agent, buildTestServer, type TestServer, testDbKind } from '../../test/test-server.ts';
import { registeredContracts } from './route.ts';

describe(`http app (${testDbKind})`, () => {
  let server: TestServer;
  let web: string;
  before(async () => {
    web = mkdtempSync(path.join(tmpdir(), 'nova-web-'));
    mkdirSync(path.join(web, 'assets'));
    writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>Nova</title><div id="root"></div>');
    writeFileSync(path.join(web, 'assets', 'app-abc123.js'), 'console.log(1)');
    // What the web build writes beside each text file (apps/web/vite.config.ts precompress).
    writeFileSync(path.join(web, 'assets', 'app-abc123.js.br'), brotliCompressSync('console.log(1)'));
    writeFileSync(
      path.join(web, 'shared-task.html'),
      '<!doctype html><title>Shared</title><div id="shared">',
    );
    server = await buildTestServer({ webDist: web });
  });
  after(async () => {
    await server.close();
    rmSync(web, { recursive: true, force: true });
  });

  test('GET /api/health answers ok with the database kind and version', async () => {
    const res = await new Agent(server.app).get('/api/health');
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { status: 'ok', db: testDbKind, version: '0.1.0' });
  });

  test('the OpenAPI 3.1 document lists every route with its schemas', async () => {
    const res = await new Agent(server.app).get('/api/openapi.json');
    assert.equal(res.statusCode, 200);
    const doc = res.json<{
      openapi: string;
      paths: Record<string, Record<string, { requestBody?: unknown; responses: Record<string, unknown> }>>;
      components: { schemas: Record<string, unknown> };
    }>();
    assert.equal(doc.openapi, '3.1.0');
    for (const route of allRoutes) {
      const operation = doc.paths[route.path]?.[route.method.toLowerCase()];
      assert.ok(operation, `${route.method} ${route.path} is documented`);
      assert.equal(Boolean(operation.requestBody), Boolean(route.body), `${route.path} request body`);
      for (const status of Object.keys(route.responses)) assert.ok(operation.responses[status]);
    }
    const served = registeredContracts(server.app).map((r) => `${r.method} ${r.path}`);
    const documented = allRoutes.map((r) => `${r.method} ${r.path}`);
    assert.deepEqual(
      served.filter((r) => !documented.includes(r)),
      [],
      'every served route has a contract in contracts/all.ts',
    );
    assert.deepEqual(
      documented.filter((r) => !served.includes(r)),
      [],
      'every documented route is served',
    );
    assert.ok(doc.components.schemas.ApiError);
    assert.ok(doc.components.schemas.Session);
    assert.ok(doc.components.schemas.SignUpBody);
  });

  test('malformed JSON is a 400 invalid_json', async () => {
    const res = await new Agent(server.app).post('/api/auth/sign-in', '{"email": ');
    assert.equal(res.statusCode, 400);
    assert.equal(res.json<{ error: { code: string } }>().error.code, 'invalid_json');
  });

  test('wrong types and unknown fields are 400 validation_failed with details', async () => {
    const agent = new Agent(server.app);
    const wrong = await agent.post('/api/auth/sign-in', { email: 42, password: true });
    assert.equal(wrong.statusCode, 400);
    const body = wrong.json<{ error: { code: string; details: Array<{ path: string }> } }>();
    assert.equal(body.error.code, 'validation_failed');
    assert.ok(body.error.details.some((d) => d.path === 'body.email'));
    const unknown = await agent.post('/api/auth/sign-in', { email: 'a@b.org', password: 'x', admin: true });
    assert.equal(unknown.statusCode, 400);
    assert.match(unknown.json<{ error: { message: string } }>().error.message, /admin/);
  });

  test('a body over 1 MB is a 413 payload_too_large', async () => {
    const res = await new Agent(server.app).post('/api/auth/sign-in', {
      email: 'a@b.org',
      password: 'x'.repeat(1.1e6),
    });
    assert.equal(res.statusCode, 413);
    assert.equal(res.json<{ error: { code: string } }>().error.code, 'payload_too_large');
  });

  test('a body that is not JSON is a 415 with a code', async () => {
    const res = await new Agent(server.app).post('/api/auth/sign-in', undefined, {
      'content-type': 'text/plain',
    });
    assert.ok([400, 415].includes(res.statusCode));
    const other = await server.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    assert.equal(other.statusCode, 415);
    assert.equal(other.json<{ error: { code: string } }>().error.code, 'unsupported_media_type');
  });

  test('unknown /api paths are JSON 404s; other paths serve the web app', async () => {
    const agent = new Agent(server.app);
    const api = await agent.get('/api/does-not-exist');
    assert.equal(api.statusCode, 404);
    assert.equal(api.json<{ error: { code: string } }>().error.code, 'not_found');
    for (const url of ['/', '/app', '/mindmap/42', '/blog/some-article?x=1']) {
      const page = await agent.get(url);
      assert.equal(page.statusCode, 200, url);
      assert.match(String(page.headers['content-type']), /text\/html/);
      assert.match(page.body, /<div id="root">/);
    }
    const missing = await agent.get('/assets/app-gone99.js');
    assert.equal(missing.statusCode, 404, 'a missing asset is not the app shell');
    const asset = await agent.get('/assets/app-abc123.js');
    assert.equal(asset.statusCode, 200);
    assert.match(String(asset.headers['cache-control']), /immutable/);
  });

  test('a browser that accepts brotli gets the precompressed file; others the plain one', async () => {
    const agent = new Agent(server.app);
    const br = await agent.get('/assets/app-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    assert.equal(br.statusCode, 200);
    assert.equal(br.headers['content-encoding'], 'br');
    assert.match(String(br.headers['content-type']), /javascript/);
    assert.match(String(br.headers.vary), /accept-encoding/i);
    assert.match(String(br.headers['cache-control']), /immutable/);
    const plain = await agent.get('/assets/app-abc123.js', { 'accept-encoding': 'identity' });
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.body, 'console.log(1)');
  });

  test('/shared-task/* gets the shared page entry; the app keeps index.html', async () => {
    const agent = new Agent(server.app);
    for (const url of ['/shared-task/0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b?token=abc', '/shared-task/x']) {
      const page = await agent.get(url);
      assert.equal(page.statusCode, 200, url);
      assert.match(String(page.headers['content-type']), /text\/html/);
      assert.match(page.body, /<div id="shared">/, url);
      assert.equal(page.headers['cache-control'], 'no-cache');
    }
    for (const url of ['/shared-task', '/shared-tasks/x', '/app']) {
      assert.match((await agent.get(url)).body, /<div id="root">/, url);
    }
  });

  test('every response carries the security headers; no HSTS over plain http', async () => {
    const agent = new Agent(server.app);
    for (const url of ['/api/health', '/api/nothing', '/app']) {
      const res = await agent.get(url);
      const csp = String(res.headers['content-security-policy']);
      assert.match(csp, /script-src 'self'(;|$)/);
      assert.doesNotMatch(csp, /script-src[^;]*unsafe-inline/);
      assert.match(csp, /frame-ancestors 'none'/);
      assert.equal(res.headers['x-content-type-options'], 'nosniff');
      assert.ok(res.headers['referrer-policy']);
      assert.equal(res.headers['strict-transport-security'], undefined);
    }
  });

  test('cross-site writes are refused', async () => {
    const res = await new Agent(server.app).post(
      '/api/auth/sign-in',
      { email: 'a@b.org', password: 'whatever1' },
      { origin: 'https://evil.example' },
    );
    assert.equal(res.statusCode, 403);
    assert.equal(res.json<{ error: { code: string } }>().error.code, 'csrf_failed');
  });
});

describe('http app over https', () => {
  test('sends HSTS and secure cookies when PUBLIC_URL is https', async () => {
    const server = await buildTestServer({ env: { PUBLIC_URL: 'https://planner.example.org' } });
    try {
      const agent = new Agent(server.app);
      const res = await agent.get('/api/health');
      assert.match(String(res.headers['strict-transport-security']), /max-age=\d+/);
      const signUp = await agent.post(
        '/api/auth/sign-up',
        { email: 'secure@example.org', password: 'long enough pw' },
        { origin: 'https://planner.example.org' },
      );
      assert.equal(signUp.statusCode, 201);
      assert.match(String(signUp.headers['set-cookie']), /Secure/);
    } finally {
      await server.close();
    }
  });
});
