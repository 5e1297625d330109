// Delegation link tokens: 256 random bits (base64url), stored only as a SHA-256 hash and compared in
// constant time. A hash of a 256-bit random value needs no salt or slow KDF: it cannot be guessed.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { DELEGATION_TOKEN_BYTES, isWellFormedToken } from '@nova/core/domain/delegation';

export function generateToken(): string {
  return randomBytes(DELEGATION_TOKEN_BYTES).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Whether `token` is the one whose hash is `storedHash`; constant time in the token's content. */
export function tokenMatches(token: string, storedHash: string): boolean {
  if (!isWellFormedToken(token)) return false;
  const expected = Buffer.from(storedHash, 'hex');
  const actual = createHash('sha256').update(token, 'utf8').digest();
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
