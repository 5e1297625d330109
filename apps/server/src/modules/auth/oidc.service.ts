// Sign-in with a third-party account: any OpenID Connect issuer (discovery, PKCE S256, state, nonce),
// Google through its issuer, and GitHub through plain OAuth 2 (it has no OpenID Connect).
// Pending sign-ins live in auth_flows, keyed by a hash of the state and deleted on first use, and the
// state is also bound to the browser by a short-lived signed cookie (set by auth.routes.ts).
import { createHash, randomUUID } from 'node:crypto';
import { DomainError } from '@nova/core/errors';
import type * as Client from 'openid-client';
import { z } from 'zod';
import type { OidcProviderConfig } from '../../config.ts';
import type { AuthedUser } from '../../lib/authed-user.ts';
import type { Clock } from '../../lib/clock.ts';
import { type AuthRepo, toAuthedUser } from './auth.repo.ts';

const flowTtlMs = 10 * 60 * 1000;
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

type Deps = { providers: OidcProviderConfig[]; publicUrl: string; repo: AuthRepo; clock: Clock };

export type ProviderIdentity = {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string;
};

// The protocol library loads on the first third-party sign-in, not at start-up.
const loadClient = () => import('openid-client');

/** GitHub's /user and /user/emails answers, the fields used here (GitHub has no OIDC userinfo). */
const gitHubUserSchema = z.object({ id: z.number(), login: z.string(), name: z.string().nullish() });
const gitHubEmailsSchema = z.array(
  z.object({ email: z.string(), primary: z.boolean(), verified: z.boolean() }),
);

const isLoopback = (url: string) => /^http:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?(\/|$)/.test(url);

export function oidcService({ providers, publicUrl, repo, clock }: Deps) {
  const configs = new Map<string, Promise<Client.Configuration>>();

  function provider(id: string): OidcProviderConfig {
    const found = providers.find((p) => p.id === id);
    if (!found) throw new DomainError('provider_unknown', `Sign-in provider "${id}" is not configured`);
    return found;
  }

  const redirectUri = (id: string) => `${publicUrl}/api/auth/oidc/${id}/callback`;

  /** Discovery once per provider; a failed discovery is retried on the next sign-in. */
  function configuration(p: OidcProviderConfig): Promise<Client.Configuration> {
    let pending = configs.get(p.id);
    if (!pending) {
      pending = loadClient().then((client) =>
        p.issuer
          ? client.discovery(
              new URL(p.issuer),
              p.clientId,
              p.clientSecret,
              undefined,
              // Plain http is accepted only for an issuer on this machine (development and tests).
              isLoopback(p.issuer) ? { execute: [client.allowInsecureRequests] } : undefined,
            )
          : Promise.resolve(
              new client.Configuration(
                {
                  issuer: 'https://github.com',
                  authorization_endpoint: 'https://github.com/login/oauth/authorize',
                  token_endpoint: 'https://github.com/login/oauth/access_token',
                },
                p.clientId,
                p.clientSecret,
              ),
            ),
      );
      pending.catch(() => configs.delete(p.id));
      configs.set(p.id, pending);
    }
    return pending;
  }

  /** Returns the provider's authorization URL and the state to bind to the browser. */
  async function start(providerId: string, returnTo: string): Promise<{ url: string; state: string }> {
    const p = provider(providerId);
    const client = await loadClient();
    let config: Client.Configuration;
    try {
      config = await configuration(p);
    } catch {
      throw new DomainError('oidc_failed', `${p.name} could not be reached: try again in a moment`);
    }
    const codeVerifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const now = clock.now();
    await repo.insertAuthFlow({
      id: sha256(state),
      provider: p.id,
      code_verifier: codeVerifier,
      nonce,
      return_to: returnTo,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + flowTtlMs).toISOString(),
    });
    const parameters: Record<string, string> = {
      redirect_uri: redirectUri(p.id),
      scope: p.issuer ? 'openid email profile' : 'read:user user:email',
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
    };
    if (p.issuer) parameters.nonce = nonce;
    return { url: client.buildAuthorizationUrl(config, parameters).href, state };
  }

  async function githubIdentity(
    config: Client.Configuration,
    accessToken: string,
  ): Promise<ProviderIdentity> {
    const client = await loadClient();
    const get = async (path: string) => {
      const response = await client.fetchProtectedResource(
        config,
        accessToken,
        new URL(path, 'https://api.github.com'),
        'GET',
        undefined,
        new Headers({ accept: 'application/vnd.github+json' }),
      );
      if (!response.ok) throw new Error(`GitHub answered ${response.status}`);
      const body: unknown = await response.json();
      return body;
    };
    const profile = gitHubUserSchema.parse(await get('/user'));
    const emails = gitHubEmailsSchema.parse(await get('/user/emails'));
    const primary = emails.find((e) => e.primary && e.verified) ?? null;
    return {
      subject: String(profile.id),
      email: primary?.email.toLowerCase() ?? null,
      emailVerified: Boolean(primary),
      name: profile.name || profile.login,
    };
  }

  /**
   * Completes a sign-in from the provider's redirect. The state must be a pending one (used once),
   * for this provider, not expired, and the same the browser was given.
   */
  async function finish(
    providerId: string,
    callbackUrl: URL,
    browserState: string | null,
  ): Promise<{ identity: ProviderIdentity; returnTo: string }> {
    const p = provider(providerId);
    const state = callbackUrl.searchParams.get('state');
    if (!state) throw new DomainError('oidc_state_invalid', 'The sign-in link is incomplete: start again');
    const flow = await repo.takeAuthFlow(sha256(state));
    if (
      !flow ||
      flow.provider !== p.id ||
      Date.parse(flow.expires_at) <= clock.now().getTime() ||
      browserState !== state
    ) {
      throw new DomainError(
        'oidc_state_invalid',
        'This sign-in was already used or has expired: start again',
      );
    }
    try {
      const client = await loadClient();
      const config = await configuration(p);
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: flow.code_verifier,
        expectedState: state,
        ...(p.issuer ? { expectedNonce: flow.nonce, idTokenExpected: true } : {}),
      });
      if (!p.issuer)
        return { identity: await githubIdentity(config, tokens.access_token), returnTo: flow.return_to };
      const claims = tokens.claims();
      if (!claims) throw new Error('no id_token');
      const email = typeof claims.email === 'string' ? claims.email.toLowerCase() : null;
      const name =
        (typeof claims.name === 'string' && claims.name) ||
        (typeof claims.preferred_username === 'string' && claims.preferred_username) ||
        email?.split('@')[0] ||
        'Nova user';
      return {
        identity: { subject: claims.sub, email, emailVerified: claims.email_verified === true, name },
        returnTo: flow.return_to,
      };
    } catch (error) {
      if (error instanceof DomainError) throw error;
      throw new DomainError('oidc_failed', `Sign-in with ${p.name} failed: try again`);
    }
  }

  /**
   * Finds or creates the local user for a provider identity. An existing account with the same
   * e-mail is linked only when the provider says the address is verified.
   */
  async function userFor(providerId: string, identity: ProviderIdentity): Promise<AuthedUser> {
    return repo.transaction(async (tx) => {
      const linked = await tx.findAccount(providerId, identity.subject);
      const now = clock.now().toISOString();
      let user = linked ? await tx.findUserById(linked.user_id) : undefined;
      if (!user && identity.email && identity.emailVerified) user = await tx.findUserByEmail(identity.email);
      if (!user) {
        const emailFree = identity.email ? !(await tx.findUserByEmail(identity.email)) : false;
        user = {
          id: randomUUID(),
          email: emailFree ? identity.email : null,
          name: identity.name.slice(0, 100),
          password_hash: null,
          created_at: now,
        };
        await tx.insertUser(user);
      }
      if (!linked) {
        await tx.insertAccount({
          id: randomUUID(),
          user_id: user.id,
          provider: providerId,
          subject: identity.subject,
          email: identity.email,
          created_at: now,
        });
      }
      return toAuthedUser(user);
    });
  }

  return {
    list: () => providers.map((p) => ({ id: p.id, name: p.name })),
    start,
    finish,
    userFor,
  };
}

export type OidcService = ReturnType<typeof oidcService>;
