// The loopback OIDC issuer speaks the real protocol: discovery, code + PKCE, id_token claims.
import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { completeLoginOverHttp, type OidcIssuer, startOidcIssuer } from './oidc-issuer.ts';

const redirectUri = 'http://127.0.0.1:9/api/auth/oidc/oidc/callback';
const client = { client_id: 'nova-test', client_secret: 'nova-test-secret', redirect_uris: [redirectUri] };

type Discovery = { issuer: string; authorization_endpoint: string; token_endpoint: string; jwks_uri: string };

function base64url(buffer: Buffer): string {
  return buffer.toString('base64url');
}

describe('loopback OIDC issuer', () => {
  let oidc: OidcIssuer;
  let discovery: Discovery;

  before(async () => {
    oidc = await startOidcIssuer({
      clients: [client],
      accounts: { ada: { email: 'ada@example.test', name: 'Ada Lovelace' } },
    });
  });
  after(() => oidc.close());

  test('serves discovery on loopback', async () => {
    assert.match(oidc.issuer, /^http:\/\/127\.0\.0\.1:\d+$/);
    const response = await fetch(`${oidc.issuer}/.well-known/openid-configuration`);
    assert.equal(response.status, 200);
    discovery = (await response.json()) as Discovery;
    assert.equal(discovery.issuer, oidc.issuer);
    assert.ok(discovery.authorization_endpoint.startsWith(oidc.issuer));
  });

  test('completeLoginOverHttp returns the callback with code and state; the code yields an id_token', async () => {
    const verifier = base64url(randomBytes(32));
    const state = base64url(randomBytes(16));
    const nonce = base64url(randomBytes(16));
    const authorizationUrl = new URL(discovery.authorization_endpoint);
    authorizationUrl.search = new URLSearchParams({
      client_id: client.client_id,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'openid email profile',
      state,
      nonce,
      code_challenge: base64url(createHash('sha256').update(verifier).digest()),
      code_challenge_method: 'S256',
    }).toString();

    const callback = new URL(await completeLoginOverHttp(authorizationUrl.href, 'ada'));
    assert.equal(`${callback.origin}${callback.pathname}`, redirectUri);
    assert.equal(callback.searchParams.get('state'), state);
    const code = callback.searchParams.get('code');
    assert.ok(code, `no code in ${callback.href}`);

    const tokenResponse = await fetch(discovery.token_endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        code_verifier: verifier,
        client_id: client.client_id,
        client_secret: client.client_secret,
      }),
    });
    assert.equal(tokenResponse.status, 200);
    const { id_token: idToken } = (await tokenResponse.json()) as { id_token: string };
    const claims = JSON.parse(
      Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8'),
    ) as Record<string, unknown>;
    assert.equal(claims.sub, 'ada');
    assert.equal(claims.email, 'ada@example.test');
    assert.equal(claims.name, 'Ada Lovelace');
    assert.equal(claims.nonce, nonce);
  });

  test('refuses an authorization request without PKCE', async () => {
    const authorizationUrl = new URL(discovery.authorization_endpoint);
    authorizationUrl.search = new URLSearchParams({
      client_id: client.client_id,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'openid',
      state: 'x',
    }).toString();
    const callback = new URL(await completeLoginOverHttp(authorizationUrl.href, 'ada'));
    assert.equal(callback.searchParams.get('error'), 'invalid_request');
  });
});
