// Personal API tokens: made with the session, shown once, stored hashed, named and scoped; a bearer
// request works without CSRF, a read-only token cannot write, a revoked one is refused, tokens cannot
// manage tokens or the account, another user's token is a 404, and each token has its own rate limit.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { API_TOKEN_RATE_PER_MINUTE, API_TOKENS_PER_USER_MAX } from '@nova/core/contracts/api-tokens';
import { Agent, buildTestServer, type TestServer, testDbKind } from '../../../test/test-server.ts';

type Token = { id: string; name: string; scope: string; prefix: string; lastUsedAt: string | null };

describe(`API tokens (${testDbKind})`, () => {
  let server: TestServer;
  let owner: Agent;

  before(async () => {
    server = await buildTestServer();
    owner = new Agent(server.app);
    await owner.signUp();
  });
  after(() => server.close());

  /** A client with nothing but the bearer token: no cookie, no CSRF header. */
  const bearer = (token: string) => ({
    get: (url: string) =>
      server.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } }),
    send: (method: 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown) =>
      server.app.inject({
        method,
        url,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        payload: body === undefined ? undefined : JSON.stringify(body),
      }),
  });

  async function makeToken(name: string, scope: 'read' | 'write', agent = owner) {
    const res = await agent.post('/api/api-tokens', { name, scope });
    assert.equal(res.statusCode, 201, res.body);
    return res.json<Token & { token: string }>();
  }

  test('a new token is shown once and stored as a hash; the list never shows secrets', async () => {
    const made = await makeToken('Laptop script', 'write');
    assert.match(made.token, /^nova_[A-Za-z0-9_-]{43}$/);
    assert.equal(made.prefix, made.token.slice(0, 9));
    const row = await server.database.db
      .selectFrom('api_tokens')
      .selectAll()
      .where('id', '=', made.id)
      .executeTakeFirstOrThrow();
    assert.equal(row.token_hash, createHash('sha256').update(made.token).digest('hex'));
    const list = await owner.get('/api/api-tokens');
    assert.ok(!list.body.includes(made.token));
    const listed = list.json<{ tokens: Token[] }>().tokens.find((t) => t.id === made.id);
    assert.deepEqual(
      { name: listed?.name, scope: listed?.scope, lastUsedAt: listed?.lastUsedAt },
      { name: 'Laptop script', scope: 'write', lastUsedAt: null },
    );
  });

  test('a read-write token reads and writes without a CSRF header, and its use is recorded', async () => {
    const { token, id } = await makeToken('Agent', 'write');
    const api = bearer(token);
    const created = await api.send('POST', '/api/tasks', { title: 'From a script' });
    assert.equal(created.statusCode, 201, created.body);
    const list = await api.get('/api/tasks?view=active');
    assert.equal(list.statusCode, 200);
    assert.ok(list.body.includes('From a script'));
    // The task is the owner's: the app sees it.
    assert.ok((await owner.get('/api/tasks?view=active')).body.includes('From a script'));
    const listed = (await owner.get('/api/api-tokens')).json<{ tokens: Token[] }>().tokens;
    assert.ok(listed.find((t) => t.id === id)?.lastUsedAt);
  });

  test('a read-only token reads but any write is 403 api_token_read_only', async () => {
    const { token } = await makeToken('Dashboard', 'read');
    const api = bearer(token);
    assert.equal((await api.get('/api/tasks?view=active')).statusCode, 200);
    const write = await api.send('POST', '/api/tasks', { title: 'Nope' });
    assert.equal(write.statusCode, 403);
    assert.equal(write.json<{ error: { code: string } }>().error.code, 'api_token_read_only');
    assert.ok(!(await owner.get('/api/tasks?view=active')).body.includes('"Nope"'));
  });

  test('unknown, malformed and revoked tokens are 401; revoking another user’s token is 404', async () => {
    const { token, id } = await makeToken('Old', 'write');
    assert.equal((await bearer(token).get('/api/tasks?view=active')).statusCode, 200);
    const stranger = new Agent(server.app);
    await stranger.signUp();
    assert.equal((await stranger.delete(`/api/api-tokens/${id}`)).statusCode, 404);
    assert.equal((await bearer(token).get('/api/tasks?view=active')).statusCode, 200, 'still valid');
    assert.equal((await owner.delete(`/api/api-tokens/${id}`)).statusCode, 204);
    for (const secret of [token, `nova_${'x'.repeat(43)}`, 'garbage']) {
      const res = await bearer(secret).get('/api/tasks?view=active');
      assert.equal(res.statusCode, 401, secret);
      assert.equal(res.json<{ error: { code: string } }>().error.code, 'unauthenticated');
    }
    assert.equal((await owner.delete(`/api/api-tokens/${id}`)).statusCode, 404);
  });

  test('a token cannot manage tokens or the account, and a bearer request never falls back to the cookie', async () => {
    const { token } = await makeToken('Limited', 'write');
    const api = bearer(token);
    for (const res of [
      await api.get('/api/api-tokens'),
      await api.send('POST', '/api/api-tokens', { name: 'More', scope: 'write' }),
    ]) {
      assert.equal(res.statusCode, 403, res.body);
      assert.equal(res.json<{ error: { code: string } }>().error.code, 'forbidden');
    }
    // The session probe is public: a token does not make a signed-in session.
    const probe = await api.get('/api/auth/session');
    assert.equal(probe.statusCode, 200);
    assert.equal(probe.json<{ user: unknown }>().user, null);
    // Cookie plus a bad bearer: the bearer decides (401), the cookie is not used.
    const mixed = await server.app.inject({
      method: 'GET',
      url: '/api/tasks?view=active',
      headers: { cookie: owner.cookieHeader(), authorization: 'Bearer nova_wrong' },
    });
    assert.equal(mixed.statusCode, 401);
  });

  test('bad input: no name, unknown scope, unknown fields; at most 20 tokens', async () => {
    for (const body of [
      { name: ' ', scope: 'read' },
      { name: 'x', scope: 'admin' },
      { name: 'x', scope: 'read', extra: 1 },
    ]) {
      const res = await owner.post('/api/api-tokens', body);
      assert.equal(res.statusCode, 400, JSON.stringify(body));
      assert.equal(res.json<{ error: { code: string } }>().error.code, 'validation_failed');
    }
    const agent = new Agent(server.app);
    await agent.signUp();
    for (let i = 0; i < API_TOKENS_PER_USER_MAX; i++) await makeToken(`t${i}`, 'read', agent);
    const over = await agent.post('/api/api-tokens', { name: 'one more', scope: 'read' });
    assert.equal(over.statusCode, 409);
    assert.equal(over.json<{ error: { code: string } }>().error.code, 'api_token_limit');
  });

  test('each token has its own rate limit; the app’s cookie requests are not counted', async () => {
    const busy = bearer((await makeToken('Busy', 'read')).token);
    const calm = bearer((await makeToken('Calm', 'read')).token);
    let refused = 0;
    for (let i = 0; i <= API_TOKEN_RATE_PER_MINUTE; i++) {
      const res = await busy.get('/api/strategies');
      if (res.statusCode === 429) refused++;
    }
    assert.equal(refused, 1);
    assert.equal((await calm.get('/api/strategies')).statusCode, 200);
    assert.equal((await owner.get('/api/strategies')).statusCode, 200);
  });

  test('the OpenAPI document declares the bearer scheme on the routes that take it', async () => {
    const doc = (await owner.get('/api/openapi.json')).json<{
      components: { securitySchemes: Record<string, { scheme?: string }> };
      paths: Record<string, Record<string, { security?: Array<Record<string, unknown>> }>>;
    }>();
    assert.equal(doc.components.securitySchemes.apiToken?.scheme, 'bearer');
    const names = (path: string, method: string) =>
      (doc.paths[path]?.[method]?.security ?? []).flatMap((s) => Object.keys(s));
    assert.deepEqual(names('/api/tasks', 'post'), ['session', 'apiToken']);
    assert.deepEqual(names('/api/api-tokens', 'post'), ['session']);
  });
});
