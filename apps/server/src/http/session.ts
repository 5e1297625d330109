// The session on the HTTP side: its token lives in an HTTP-only, SameSite=Lax, signed cookie. Looks
// the session up once per request (remembered on the request), sets and clears the cookie, checks
// the CSRF header, and sweeps expired sessions hourly. The rules are modules/auth/session.service.ts.
// A personal API token (`Authorization: Bearer nova_…`) is the other way in, for scripts and agents:
// resolved here too (modules/api-tokens), rate-limited per token, and never needs a CSRF header.
import { createHash } from 'node:crypto';
import { API_TOKEN_RATE_PER_MINUTE } from '@nova/core/contracts/api-tokens';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthedUser } from '../lib/authed-user.ts';
import { trackCache } from '../lib/metrics.ts';
import type { ApiTokenService, TokenAuth } from '../modules/api-tokens/api-token.service.ts';
import type { ResolvedSession, SessionService } from '../modules/auth/session.service.ts';
import { HttpError } from './errors.ts';

export const sessionCookie = 'nova_session';
const sweepEveryMs = 3_600_000;

declare module 'fastify' {
  interface FastifyInstance {
    auth: SessionHttp;
  }
  interface FastifyRequest {
    novaSession: ResolvedSession | null | undefined;
    novaToken: TokenAuth | null | undefined;
  }
}

export type SessionHttp = ReturnType<typeof sessionHttp>;

/** The bearer credential of a request, or null when it sends none. */
export function bearerOf(req: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
  return match?.[1] ?? null;
}

/** Signed cookie values whose signature was checked, remembered (see lookup). */
const SIGNED_COOKIES_MAX = 1000;

function sessionHttp(sessions: SessionService, tokens: ApiTokenService, secureCookies: boolean) {
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: secureCookies };

  // A browser sends the same signed cookie with every request; checking its signature (an HMAC) and
  // hashing its token into the session id (a SHA-256) cost more than the rest of the session lookup.
  // Both depend on the cookie's value alone, so the id of each value seen lately is kept (a bounded
  // map, oldest first out). It says nothing about the session itself, which is looked up as before
  // (cached for seconds, signed out at once).
  const signedCookies = new Map<string, string>();
  const signedCookiesView = {
    stats() {
      let bytes = 0;
      for (const [raw, id] of signedCookies) bytes += raw.length + id.length;
      return { entries: signedCookies.size, bytes };
    },
  };
  trackCache('signed-cookies', signedCookiesView);

  async function lookup(req: FastifyRequest): Promise<ResolvedSession | null> {
    const raw = req.cookies[sessionCookie];
    if (!raw) return null;
    let id = signedCookies.get(raw);
    if (id === undefined) {
      const unsigned = req.unsignCookie(raw);
      if (!unsigned.valid || !unsigned.value) return null;
      id = sessions.idOf(unsigned.value);
      if (signedCookies.size >= SIGNED_COOKIES_MAX) {
        const oldest = signedCookies.keys().next().value;
        if (oldest !== undefined) signedCookies.delete(oldest);
      }
      signedCookies.set(raw, id);
    }
    return sessions.resolveId(id);
  }

  /** The request's session, looked up once per request. */
  async function resolve(req: FastifyRequest): Promise<ResolvedSession | null> {
    const cached = req.novaSession;
    if (cached !== undefined) return cached;
    req.novaSession = await lookup(req);
    return req.novaSession;
  }

  async function start(req: FastifyRequest, reply: FastifyReply, user: AuthedUser): Promise<ResolvedSession> {
    const { session, token } = await sessions.start(user, req.headers['user-agent']);
    reply.setCookie(sessionCookie, token, {
      ...cookieOptions,
      signed: true,
      maxAge: Math.floor(sessions.ttlMs / 1000),
    });
    req.novaSession = session;
    return session;
  }

  async function end(req: FastifyRequest, reply: FastifyReply): Promise<ResolvedSession | null> {
    const session = await resolve(req);
    if (session) await sessions.end(session);
    reply.clearCookie(sessionCookie, { path: '/' });
    req.novaSession = null;
    return session;
  }

  /** Writes authenticated by the cookie must carry the session's token in x-csrf-token. */
  function assertCsrf(req: FastifyRequest): void {
    const session = req.novaSession;
    if (!session) return;
    const sent = req.headers['x-csrf-token'];
    sessions.assertCsrf(session, typeof sent === 'string' ? sent : undefined);
  }

  /** The API token a request's bearer credential opens (null: none or unknown), looked up once. */
  async function resolveToken(req: FastifyRequest): Promise<TokenAuth | null> {
    if (req.novaToken !== undefined) return req.novaToken;
    const bearer = bearerOf(req);
    req.novaToken = bearer === null ? null : await tokens.resolve(bearer);
    return req.novaToken;
  }

  return {
    resolve,
    resolveToken,
    resolveUser: async (req: FastifyRequest) => (await resolve(req))?.user ?? null,
    start,
    end,
    assertCsrf,
    present: sessions.present,
    secureCookies,
    /** Kept here so /metrics can read it while the app lives (trackCache holds it weakly). */
    signedCookiesView,
  };
}

/** Decorates the app with `auth` (and requests with their session) and starts the hourly sweep. */
export function registerSessions(
  app: FastifyInstance,
  deps: { sessions: SessionService; tokens: ApiTokenService; secureCookies: boolean },
): void {
  app.decorateRequest('novaSession', undefined);
  app.decorateRequest('novaToken', undefined);
  app.decorate('auth', sessionHttp(deps.sessions, deps.tokens, deps.secureCookies));
  // Each API token has its own budget (a script gone wild slows only itself). A checker of its own,
  // not a rate-limit hook: the plugin runs only the first hook of a request, and that would switch off
  // the routes' own limits (the assistant's, sign-in's).
  const tokenLimit = app.createRateLimit({
    max: API_TOKEN_RATE_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (req) =>
      `api-token:${createHash('sha256')
        .update(bearerOf(req) ?? '')
        .digest('hex')}`,
  });
  app.addHook('preHandler', async (req) => {
    if (bearerOf(req) === null) return;
    const limit = await tokenLimit(req);
    if (!limit.isAllowed && limit.isExceeded) {
      throw new HttpError(
        429,
        'rate_limited',
        `Too many requests with this API token: try again in ${limit.ttlInSeconds} s`,
        {
          headers: { 'retry-after': String(limit.ttlInSeconds) },
        },
      );
    }
  });
  const sweep = setInterval(() => {
    deps.sessions.sweepExpired().catch((error: unknown) => {
      app.log.warn({ err: error }, 'session sweep failed');
    });
  }, sweepEveryMs);
  sweep.unref();
  app.addHook('onClose', (_app, done) => {
    clearInterval(sweep);
    done();
  });
}
