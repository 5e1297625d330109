// The session on the HTTP side: its token lives in an HTTP-only, SameSite=Lax, signed cookie. Looks
// the session up once per request (remembered on the request), sets and clears the cookie, checks
// the CSRF header, and sweeps expired sessions hourly. The rules are modules/auth/session.service.ts.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthedUser } from '../lib/authed-user.ts';
import type { ResolvedSession, SessionService } from '../modules/auth/session.service.ts';

export const sessionCookie = 'nova_session';
const sweepEveryMs = 3_600_000;

declare module 'fastify' {
  interface FastifyInstance {
    auth: SessionHttp;
  }
  interface FastifyRequest {
    novaSession: ResolvedSession | null | undefined;
  }
}

export type SessionHttp = ReturnType<typeof sessionHttp>;

function sessionHttp(sessions: SessionService, secureCookies: boolean) {
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: secureCookies };

  async function lookup(req: FastifyRequest): Promise<ResolvedSession | null> {
    const raw = req.cookies[sessionCookie];
    if (!raw) return null;
    const unsigned = req.unsignCookie(raw);
    if (!unsigned.valid || !unsigned.value) return null;
    return sessions.resolve(unsigned.value);
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

  return {
    resolve,
    resolveUser: async (req: FastifyRequest) => (await resolve(req))?.user ?? null,
    start,
    end,
    assertCsrf,
    present: sessions.present,
    secureCookies,
  };
}

/** Decorates the app with `auth` (and requests with their session) and starts the hourly sweep. */
export function registerSessions(
  app: FastifyInstance,
  deps: { sessions: SessionService; secureCookies: boolean },
): void {
  app.decorateRequest('novaSession', undefined);
  app.decorate('auth', sessionHttp(deps.sessions, deps.secureCookies));
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
