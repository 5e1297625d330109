// Sessions: an opaque random token in an HTTP-only, SameSite=Lax, signed cookie; the database keeps
// only its SHA-256 hash. Sliding expiry. A CSRF token derived from the session guards cookie writes.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../http/errors.ts';
import type { AuthedUser } from '../../http/route.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AuthRepo } from './auth.repo.ts';

export const sessionCookie = 'nova_session';
/** Refresh last-seen and the sliding expiry at most this often, so reads stay reads. */
const touchEveryMs = 60 * 60 * 1000;

export type ResolvedSession = { id: string; user: AuthedUser; expiresAt: string };

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

type Deps = {
  repo: AuthRepo;
  clock: Clock;
  secret: string;
  ttlMs: number;
  secureCookies: boolean;
};

export function sessionService({ repo, clock, secret, ttlMs, secureCookies }: Deps) {
  const csrfFor = (sessionId: string) =>
    createHmac('sha256', secret).update(`csrf:${sessionId}`).digest('base64url');

  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: secureCookies,
    signed: true,
  };

  /** Looks the session up once per request and remembers the answer on the request. */
  async function resolve(req: FastifyRequest): Promise<ResolvedSession | null> {
    const cached = req.novaSession;
    if (cached !== undefined) return cached;
    req.novaSession = await lookup(req);
    return req.novaSession;
  }

  async function lookup(req: FastifyRequest): Promise<ResolvedSession | null> {
    const raw = req.cookies[sessionCookie];
    if (!raw) return null;
    const unsigned = req.unsignCookie(raw);
    if (!unsigned.valid || !unsigned.value) return null;
    const id = sha256(unsigned.value);
    const row = await repo.findSession(id);
    const now = clock.now();
    if (!row || Date.parse(row.expires_at) <= now.getTime()) {
      if (row) await repo.deleteSession(id);
      return null;
    }
    let expiresAt = row.expires_at;
    if (now.getTime() - Date.parse(row.last_seen_at) > touchEveryMs) {
      expiresAt = new Date(now.getTime() + ttlMs).toISOString();
      await repo.touchSession(id, now.toISOString(), expiresAt);
    }
    return {
      id,
      expiresAt,
      user: { id: row.user_id, email: row.email, name: row.name, createdAt: row.created_at },
    };
  }

  async function start(req: FastifyRequest, reply: FastifyReply, user: AuthedUser): Promise<ResolvedSession> {
    const token = randomBytes(32).toString('base64url');
    const id = sha256(token);
    const now = clock.now();
    const expiresAt = new Date(now.getTime() + ttlMs).toISOString();
    await repo.insertSession({
      id,
      user_id: user.id,
      created_at: now.toISOString(),
      expires_at: expiresAt,
      user_agent: req.headers['user-agent']?.slice(0, 300) ?? null,
    });
    reply.setCookie(sessionCookie, token, { ...cookieOptions, maxAge: Math.floor(ttlMs / 1000) });
    const session = { id, user, expiresAt };
    req.novaSession = session;
    return session;
  }

  async function end(req: FastifyRequest, reply: FastifyReply): Promise<ResolvedSession | null> {
    const session = await resolve(req);
    if (session) await repo.deleteSession(session.id);
    reply.clearCookie(sessionCookie, { path: '/' });
    req.novaSession = null;
    return session;
  }

  function assertCsrf(req: FastifyRequest): void {
    const session = req.novaSession;
    if (!session) return;
    const sent = req.headers['x-csrf-token'];
    const expected = Buffer.from(csrfFor(session.id));
    const given = Buffer.from(typeof sent === 'string' ? sent : '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new HttpError(403, 'csrf_failed', 'Missing or invalid x-csrf-token header: reload the page');
    }
  }

  function present(session: ResolvedSession | null) {
    return {
      user: session?.user ?? null,
      csrfToken: session ? csrfFor(session.id) : null,
      expiresAt: session?.expiresAt ?? null,
    };
  }

  return { resolve, start, end, assertCsrf, present, cookieOptions };
}

export type SessionService = ReturnType<typeof sessionService>;
