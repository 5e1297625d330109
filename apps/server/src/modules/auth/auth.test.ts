// Sign-in for real: e-mail + password, sessions (expiry, tampering), CSRF, rate limits, and OpenID
// Connect against a real provider on loopback (oidc-provider), including a replayed state.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { completeLoginOverHttp, type OidcIssuer, startOidcIssuer } from '../../../test/oidc-issuer.ts';
import { Agent, buildTestServer, type TestServer, testDbKind } from '../../../test/test-server.ts';
import { SESSION_CACHE_TTL_MS } from './session.service.ts';

type SessionBody = { user: { id: string; email: string; name: string } | null; csrfToken: string | null };
const code = (res: { json<T>(): T }) => res.json<{ error: { code: string } }>().error.code;

describe(`e-mail and password sign-in (${testDbKind})`, () => {
  let server: TestServer;
  before(async () => {
    server = await buildTestServer();
  });
  after(() => server.close());

  test('sign-up starts a session that GET /api/auth/session reports', async () => {
    const agent = new Agent(server.app);
    const anonymous = await agent.get('/api/auth/session');
    assert.deepEqual(anonymous.json(), { user: null, csrfToken: null, expiresAt: null });
    const { email } = await agent.signUp('Mixed.Case@Example.org');
    const cookie = agent.cookies.get('nova_session');
    assert.ok(cookie);
    const res = await agent.get('/api/auth/session');
    const body = res.json<SessionBody>();
    assert.equal(body.user?.email, email.toLowerCase());
    assert.ok(body.csrfToken);
    assert.equal(res.headers['cache-control'], 'no-store');
  });

  test('the session cookie is HTTP-only and SameSite', async () => {
    const agent = new Agent(server.app);
    const res = await agent.post('/api/auth/sign-up', {
      email: 'cookie@example.org',
      password: 'long enough',
    });
    const header = String(res.headers['set-cookie']);
    assert.match(header, /HttpOnly/);
    assert.match(header, /SameSite=Lax/);
  });

  test('a taken e-mail is a 409 email_taken; a short password a 400', async () => {
    const first = new Agent(server.app);
    await first.signUp('taken@example.org');
    const again = await new Agent(server.app).post('/api/auth/sign-up', {
      email: 'TAKEN@example.org',
      password: 'another password',
    });
    assert.equal(again.statusCode, 409);
    assert.equal(code(again), 'email_taken');
    const short = await new Agent(server.app).post('/api/auth/sign-up', {
      email: 'x@example.org',
      password: 'short',
    });
    assert.equal(short.statusCode, 400);
    assert.equal(code(short), 'validation_failed');
  });

  test('sign-in works with the right password and refuses a wrong one or an unknown e-mail alike', async () => {
    const { email, password } = await new Agent(server.app).signUp('sign-in@example.org');
    const ok = await new Agent(server.app).post('/api/auth/sign-in', { email, password });
    assert.equal(ok.statusCode, 200);
    assert.equal(ok.json<SessionBody>().user?.email, email);
    const wrong = await new Agent(server.app).post('/api/auth/sign-in', {
      email,
      password: 'not the password',
    });
    assert.equal(wrong.statusCode, 401);
    assert.equal(code(wrong), 'invalid_credentials');
    const unknown = await new Agent(server.app).post('/api/auth/sign-in', {
      email: 'nobody@example.org',
      password: 'whatever',
    });
    assert.equal(unknown.statusCode, 401);
    assert.equal(code(unknown), 'invalid_credentials');
    assert.equal(wrong.body.includes('at '), false, 'no stack trace');
  });

  test('a tampered or forged session cookie is no session', async () => {
    const agent = new Agent(server.app);
    await agent.signUp();
    const real = agent.cookies.get('nova_session');
    assert.ok(real);
    // The genuine cookie used first: the id of a checked cookie is remembered (http/session.ts), a
    // forged one must still be checked and refused.
    assert.ok((await agent.get('/api/auth/session')).json<SessionBody>().user);
    const [value, signature] = real.split('.');
    for (const forged of [`${value}x.${signature}`, `${value}`, 'garbage', `${value}.${'A'.repeat(43)}`]) {
      const other = new Agent(server.app);
      other.cookies.set('nova_session', forged);
      assert.equal((await other.get('/api/auth/session')).json<SessionBody>().user, null, forged);
      assert.equal((await other.get('/api/events')).statusCode, 401);
    }
  });

  test('an expired session is signed out; activity slides the expiry', async () => {
    const agent = new Agent(server.app);
    await agent.signUp();
    server.clock.advance(29 * 24 * 3600 * 1000);
    assert.ok((await agent.get('/api/auth/session')).json<SessionBody>().user, 'still valid on day 29');
    server.clock.advance(29 * 24 * 3600 * 1000);
    assert.ok((await agent.get('/api/auth/session')).json<SessionBody>().user, 'slid forward by the visit');
    server.clock.advance(31 * 24 * 3600 * 1000);
    assert.equal(
      (await agent.get('/api/auth/session')).json<SessionBody>().user,
      null,
      'expired after 30 idle days',
    );
  });

  test('cookie-authenticated writes need the CSRF token', async () => {
    const agent = new Agent(server.app);
    await agent.signUp();
    const token = agent.csrf;
    agent.csrf = null;
    const refused = await agent.post('/api/auth/sign-out');
    assert.equal(refused.statusCode, 403);
    assert.equal(code(refused), 'csrf_failed');
    agent.csrf = 'wrong';
    assert.equal((await agent.post('/api/auth/sign-out')).statusCode, 403);
    agent.csrf = token;
    const ok = await agent.post('/api/auth/sign-out');
    assert.equal(ok.statusCode, 204);
    assert.equal((await agent.get('/api/auth/session')).json<SessionBody>().user, null);
  });

  test('sign-out ends the session on the server, not only in the browser', async () => {
    const agent = new Agent(server.app);
    await agent.signUp();
    const cookie = agent.cookies.get('nova_session');
    assert.ok(cookie);
    await agent.post('/api/auth/sign-out');
    const replay = new Agent(server.app);
    replay.cookies.set('nova_session', cookie);
    assert.equal((await replay.get('/api/auth/session')).json<SessionBody>().user, null);
  });

  test('sessions are remembered briefly: a profile change shows at once, a sign-out elsewhere within 10 s', async () => {
    const agent = new Agent(server.app);
    const { user } = await agent.signUp();
    const session = () => agent.get('/api/auth/session');
    assert.ok((await session()).json<SessionBody>().user);
    // The time zone is part of the remembered session: a change shows on the next request.
    assert.equal(
      (await agent.request('PUT', '/api/auth/time-zone', { timeZone: 'Asia/Tokyo' })).statusCode,
      200,
    );
    const zone = (await session()).json<{ user: { timeZone: string | null } }>().user.timeZone;
    assert.equal(zone, 'Asia/Tokyo');
    // Another process signing this session out deletes its row; this process notices within the TTL.
    await server.database.db.deleteFrom('sessions').where('user_id', '=', user.id).execute();
    assert.ok((await session()).json<SessionBody>().user, 'still remembered for a moment');
    server.clock.advance(SESSION_CACHE_TTL_MS + 1);
    assert.equal((await session()).json<SessionBody>().user, null, 'gone after the TTL');
    assert.equal((await agent.get('/api/tasks')).statusCode, 401);
  });

  test('guarded routes answer 401 unauthenticated without a session', async () => {
    const res = await new Agent(server.app).get('/api/events');
    assert.equal(res.statusCode, 401);
    assert.equal(code(res), 'unauthenticated');
  });

  test('providers lists none when no identity provider is configured', async () => {
    const res = await new Agent(server.app).get('/api/auth/providers');
    assert.deepEqual(res.json(), { providers: [], password: true });
  });
});

describe('sign-in rate limit', () => {
  test('the 11th sign-in attempt within a minute is a 429 rate_limited', async () => {
    const server = await buildTestServer({ signInRateLimit: { max: 10, timeWindow: 60_000 } });
    try {
      const agent = new Agent(server.app);
      const attempt = () => agent.post('/api/auth/sign-in', { email: 'who@example.org', password: 'guess' });
      for (let i = 0; i < 10; i++) assert.equal((await attempt()).statusCode, 401);
      const limited = await attempt();
      assert.equal(limited.statusCode, 429);
      assert.equal(code(limited), 'rate_limited');
      assert.ok(limited.headers['retry-after']);
    } finally {
      await server.close();
    }
  });
});

describe('logs', () => {
  test('never contain cookies, passwords, tokens or query values', async () => {
    const lines: string[] = [];
    const server = await buildTestServer({
      logStream: { write: (line: string) => lines.push(line) },
      env: { LOG_LEVEL: 'debug' },
    });
    try {
      const agent = new Agent(server.app);
      const { password } = await agent.signUp('logs@example.org', 'secret-password-123');
      await agent.post('/api/auth/sign-in', { email: 'logs@example.org', password });
      await agent.get('/api/auth/oidc/oidc/callback?code=SECRETCODE&state=SECRETSTATE');
      await agent.get('/api/health');
      const all = lines.join('\n');
      assert.ok(lines.length > 0, 'something was logged');
      const cookie = agent.cookies.get('nova_session');
      assert.ok(cookie && agent.csrf);
      for (const secret of [
        password,
        cookie.split('.')[0] ?? cookie,
        'SECRETCODE',
        'SECRETSTATE',
        agent.csrf,
      ]) {
        assert.equal(all.includes(secret), false, `log leaks ${secret.slice(0, 6)}…`);
      }
    } finally {
      await server.close();
    }
  });
});

describe(`OpenID Connect sign-in against a loopback provider (${testDbKind})`, () => {
  let issuer: OidcIssuer;
  let server: TestServer;
  before(async () => {
    // The server needs its own URL for the redirect URI, so reserve a port by listening first.
    const { createServer } = await import('node:net');
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const address = probe.address();
        probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      });
    });
    const publicUrl = `http://127.0.0.1:${port}`;
    issuer = await startOidcIssuer({
      clients: [
        {
          client_id: 'nova',
          client_secret: 'nova-secret',
          redirect_uris: [`${publicUrl}/api/auth/oidc/oidc/callback`],
        },
      ],
      accounts: { ada: { email: 'ada@example.test', name: 'Ada Lovelace' } },
    });
    server = await buildTestServer({
      env: {
        PUBLIC_URL: publicUrl,
        OIDC_ISSUER: issuer.issuer,
        OIDC_CLIENT_ID: 'nova',
        OIDC_CLIENT_SECRET: 'nova-secret',
        OIDC_NAME: 'Loopback ID',
      },
    });
  });
  after(async () => {
    await server.close();
    await issuer.close();
  });

  async function begin(agent: Agent, returnTo = '/app') {
    const start = await agent.get(`/api/auth/oidc/oidc/start?returnTo=${encodeURIComponent(returnTo)}`);
    assert.equal(start.statusCode, 302);
    const location = String(start.headers.location);
    const url = new URL(location);
    assert.equal(url.origin, new URL(issuer.issuer).origin);
    assert.equal(url.searchParams.get('code_challenge_method'), 'S256');
    assert.ok(url.searchParams.get('code_challenge'));
    assert.ok(url.searchParams.get('state'));
    assert.ok(url.searchParams.get('nonce'));
    return location;
  }

  const pathOf = (callback: string) => {
    const u = new URL(callback);
    return `${u.pathname}${u.search}`;
  };

  test('providers lists the configured issuer with its label', async () => {
    const res = await new Agent(server.app).get('/api/auth/providers');
    assert.deepEqual(res.json(), { providers: [{ id: 'oidc', name: 'Loopback ID' }], password: true });
  });

  test('signs in through discovery, PKCE, state and nonce, and creates the user once', async () => {
    const agent = new Agent(server.app);
    const callback = await completeLoginOverHttp(await begin(agent, '/priorities'), 'ada');
    const done = await agent.get(pathOf(callback));
    assert.equal(done.statusCode, 302);
    assert.equal(done.headers.location, '/priorities');
    const session = (await agent.get('/api/auth/session')).json<SessionBody>();
    assert.equal(session.user?.email, 'ada@example.test');
    assert.equal(session.user?.name, 'Ada Lovelace');

    const again = new Agent(server.app);
    await again.get(pathOf(await completeLoginOverHttp(await begin(again), 'ada')));
    const second = (await again.get('/api/auth/session')).json<SessionBody>();
    assert.equal(second.user?.id, session.user?.id, 'the same account, not a new user');
  });

  test('a replayed state is refused', async () => {
    const agent = new Agent(server.app);
    const callback = await completeLoginOverHttp(await begin(agent), 'grace@example.test');
    const browserCookie = agent.cookies.get('nova_oidc');
    assert.ok(browserCookie);
    assert.equal((await agent.get(pathOf(callback))).headers.location, '/app');
    const attacker = new Agent(server.app);
    attacker.cookies.set('nova_oidc', browserCookie);
    const replay = await attacker.get(pathOf(callback));
    assert.equal(replay.statusCode, 302);
    assert.equal(replay.headers.location, '/auth?error=oidc_state_invalid');
    assert.equal((await attacker.get('/api/auth/session')).json<SessionBody>().user, null);
  });

  test('a callback from another browser (no state cookie) is refused', async () => {
    const victim = new Agent(server.app);
    const callback = await completeLoginOverHttp(await begin(victim), 'mallory@example.test');
    const other = new Agent(server.app);
    const res = await other.get(pathOf(callback));
    assert.equal(res.headers.location, '/auth?error=oidc_state_invalid');
    assert.equal((await other.get('/api/auth/session')).json<SessionBody>().user, null);
  });

  test('an expired sign-in is refused', async () => {
    const agent = new Agent(server.app);
    const callback = await completeLoginOverHttp(await begin(agent), 'late@example.test');
    server.clock.advance(11 * 60 * 1000);
    const res = await agent.get(pathOf(callback));
    assert.equal(res.headers.location, '/auth?error=oidc_state_invalid');
  });

  test('a forged code is refused without a session', async () => {
    const agent = new Agent(server.app);
    const callback = new URL(await completeLoginOverHttp(await begin(agent), 'eve@example.test'));
    callback.searchParams.set('code', 'forged-code');
    const res = await agent.get(pathOf(callback.href));
    assert.equal(res.headers.location, '/auth?error=oidc_failed');
    assert.equal((await agent.get('/api/auth/session')).json<SessionBody>().user, null);
  });

  test('an unknown provider is a 404 provider_unknown; an off-site returnTo falls back to /app', async () => {
    const agent = new Agent(server.app);
    const res = await agent.get('/api/auth/oidc/nope/start');
    assert.equal(res.statusCode, 404);
    assert.equal(code(res), 'provider_unknown');
    const start = await agent.get('/api/auth/oidc/oidc/start?returnTo=//evil.example/x');
    const callback = await completeLoginOverHttp(String(start.headers.location), 'safe@example.test');
    assert.equal((await agent.get(pathOf(callback))).headers.location, '/app');
  });
});
