// Password hashing with scrypt (memory-hard, salted, built into Node): no native addon to build.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

// N=2^15, r=8, p=1: about 32 MiB and tens of milliseconds per hash (OWASP's scrypt minimum is 2^17
// with r=8 for 128 MiB; 2^15 keeps sign-in responsive on a 2-core box while staying slow to brute force).
const params = { N: 2 ** 15, r: 8, p: 1 };
const keyLength = 64;
const maxmem = 128 * params.N * params.r * 2;

function derive(password: string, salt: Buffer, N: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, { N, r, p, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, params.N, params.r, params.p);
  return `scrypt$${params.N}$${params.r}$${params.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), Number(n), Number(r), Number(p));
  return key.length === expected.length && timingSafeEqual(key, expected);
}

let dummy: Promise<string> | undefined;

/** A hash of a random password, made on first need (not at start-up): checked against when the
 * e-mail is unknown, so the response time does not tell whether an account exists. */
export const dummyHash = (): Promise<string> => {
  dummy ??= hashPassword(randomBytes(16).toString('hex'));
  return dummy;
};
