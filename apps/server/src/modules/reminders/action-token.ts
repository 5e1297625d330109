// The signed token a notification carries for its snooze buttons: it names the user and the reminder
// (kind and task or habit id) and expires, signed with HMAC-SHA256 under the session secret. The
// service worker posts it back without a session's CSRF header: the token is the authority, and it
// can only snooze the one reminder it names.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

export const ACTION_TOKEN_TTL_MS = 7 * 24 * 60 * 60_000;

const claimsSchema = z.object({
  u: z.string(),
  k: z.enum(['task', 'habit', 'planning']),
  s: z.string().nullable(),
  e: z.number(),
});
export type ActionClaims = z.infer<typeof claimsSchema>;

const mac = (secret: string, body: string) =>
  createHmac('sha256', `reminder-action:${secret}`).update(body).digest();

export function signActionToken(secret: string, claims: ActionClaims): string {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${body}.${mac(secret, body).toString('base64url')}`;
}

/** The token's claims when its signature holds and it has not expired; else null. */
export function verifyActionToken(secret: string, token: string, now: number): ActionClaims | null {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(secret, body);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = claimsSchema.safeParse(JSON.parse(Buffer.from(body, 'base64url').toString('utf8')));
    return claims.success && claims.data.e > now ? claims.data : null;
  } catch {
    return null;
  }
}
