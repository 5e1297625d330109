// Sessions: an opaque random token (the browser keeps it in a cookie: http/session.ts); the database
// keeps only its SHA-256 hash. Sliding expiry. A CSRF token derived from the session guards cookie
// writes. No HTTP here: callers hand in the token and get the token and expiry of a new session.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { DomainError } from '@nova/core/errors';
import type { AuthedUser } from '../../lib/authed-user.ts';
import type { Clock } from '../../lib/clock.ts';
import { trackCache } from '../../lib/metrics.ts';
import type { SessionInvalidations } from '../../realtime/session-invalidations.ts';
import type { AuthRepo } from './auth.repo.ts';

/** Refresh last-seen and the sliding expiry at most this often, so reads stay reads. */
const touchEveryMs = 60 * 60 * 1000;

/**
 * A resolved session is kept this long in memory, so most requests skip the session query. Signing
 * out or changing the profile drops the user's cached sessions at once in this process and, through
 * `invalidations` (the realtime bus), in every other server process on the same database.
 */
export const SESSION_CACHE_TTL_MS = 10_000;
const SESSION_CACHE_MAX = 10_000;

export type ResolvedSession = { id: string; user: AuthedUser; expiresAt: string };
/** A new session and the token that opens it (given to the browser once, never stored). */
export type StartedSession = { session: ResolvedSession; token: string };

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

type Deps = {
  repo: AuthRepo;
  clock: Clock;
  secret: string;
  ttlMs: number;
  /** Shares sign-outs and profile changes with the other server processes (none: this one only). */
  invalidations?: SessionInvalidations;
};

export function sessionService({ repo, clock, secret, ttlMs, invalidations }: Deps) {
  const csrfFor = (sessionId: string) =>
    createHmac('sha256', secret).update(`csrf:${sessionId}`).digest('base64url');

  // Bounded by entries (LRU by Map order); each entry is a small fixed-shape object.
  const cache = new Map<string, { session: ResolvedSession; until: number; bytes: number }>();
  let cachedBytes = 0;
  const forget = (id: string) => {
    const entry = cache.get(id);
    if (!entry) return;
    cachedBytes -= entry.bytes;
    cache.delete(id);
  };
  const remember = (session: ResolvedSession, now: number) => {
    forget(session.id);
    const bytes = JSON.stringify(session).length + session.id.length;
    cache.set(session.id, { session, until: now + SESSION_CACHE_TTL_MS, bytes });
    cachedBytes += bytes;
    while (cache.size > SESSION_CACHE_MAX) {
      const oldest = cache.keys().next().value;
      if (oldest === undefined) break;
      forget(oldest);
    }
  };
  const cacheView = { stats: () => ({ entries: cache.size, bytes: cachedBytes }) };
  trackCache('sessions', cacheView);
  /** Moves on every invalidation: a session read from the database before one is not cached. */
  let invalidated = 0;
  const forgetLocally = (userId: string) => {
    invalidated += 1;
    for (const [id, entry] of cache) if (entry.session.user.id === userId) forget(id);
  };
  invalidations?.subscribe(forgetLocally);

  /** The live session a token opens (its expiry slid forward now and then), or null. */
  function resolve(token: string): Promise<ResolvedSession | null> {
    return resolveId(sha256(token));
  }

  /** resolve() for a token already hashed (idOf): the session's id. */
  async function resolveId(id: string): Promise<ResolvedSession | null> {
    const now = clock.now();
    const hit = cache.get(id);
    if (hit && hit.until > now.getTime() && Date.parse(hit.session.expiresAt) > now.getTime()) {
      cache.delete(id);
      cache.set(id, hit);
      return hit.session;
    }
    forget(id);
    const seenInvalidations = invalidated;
    const row = await repo.findSession(id);
    if (!row || Date.parse(row.expires_at) <= now.getTime()) {
      if (row) await repo.deleteSession(id);
      return null;
    }
    let expiresAt = row.expires_at;
    if (now.getTime() - Date.parse(row.last_seen_at) > touchEveryMs) {
      expiresAt = new Date(now.getTime() + ttlMs).toISOString();
      await repo.touchSession(id, now.toISOString(), expiresAt);
    }
    const session: ResolvedSession = {
      id,
      expiresAt,
      user: {
        id: row.user_id,
        email: row.email,
        name: row.name,
        createdAt: row.created_at,
        timeZone: row.time_zone,
      },
    };
    if (invalidated === seenInvalidations) remember(session, now.getTime());
    return session;
  }

  /** Drops the user's cached sessions in every process (their profile changed: the next request reads it again). */
  async function forgetUser(userId: string): Promise<void> {
    // publish drops them here too, at once, before it waits for the other processes.
    if (invalidations) await invalidations.publish(userId);
    else forgetLocally(userId);
  }

  async function start(user: AuthedUser, userAgent: string | undefined): Promise<StartedSession> {
    const token = randomBytes(32).toString('base64url');
    const id = sha256(token);
    const now = clock.now();
    const expiresAt = new Date(now.getTime() + ttlMs).toISOString();
    await repo.insertSession({
      id,
      user_id: user.id,
      created_at: now.toISOString(),
      expires_at: expiresAt,
      user_agent: userAgent?.slice(0, 300) ?? null,
    });
    return { session: { id, user, expiresAt }, token };
  }

  /** Signs out: the session is deleted, and no process accepts it from its cache any more. */
  async function end(session: ResolvedSession): Promise<void> {
    forget(session.id);
    await repo.deleteSession(session.id);
    await invalidations?.publish(session.user.id);
  }

  /** Each cached session's CSRF token, made on its first write rather than on every one. */
  const csrfTokens = new WeakMap<ResolvedSession, Buffer>();

  /** Refuses a write whose CSRF token is not the session's. */
  function assertCsrf(session: ResolvedSession, sent: string | undefined): void {
    let expected = csrfTokens.get(session);
    if (!expected) {
      expected = Buffer.from(csrfFor(session.id));
      csrfTokens.set(session, expected);
    }
    const given = Buffer.from(sent ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new DomainError('csrf_failed', 'Missing or invalid x-csrf-token header: reload the page');
    }
  }

  function present(session: ResolvedSession | null) {
    return {
      user: session?.user ?? null,
      csrfToken: session ? csrfFor(session.id) : null,
      expiresAt: session?.expiresAt ?? null,
    };
  }

  /** Expired sessions and abandoned sign-ins go (lookups already refuse them). */
  const sweepExpired = () => repo.deleteExpiredSessions(clock.now().toISOString());

  return {
    resolve,
    resolveId,
    /** The id of the session a token opens: its SHA-256 (the database never sees the token). */
    idOf: sha256,
    start,
    end,
    forgetUser,
    assertCsrf,
    present,
    sweepExpired,
    ttlMs,
    cacheView,
  };
}

export type SessionService = ReturnType<typeof sessionService>;
