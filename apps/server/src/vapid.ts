// The server's VAPID key pair (RFC 8292), which push services use to know reminders come from this
// server: from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set, else generated once into
// DATA_DIR/vapid-keys.json (like the session secret), so devices stay subscribed across restarts.
// Changing the keys unsubscribes every device: browsers subscribed with the old public key.
import { generateKeyPairSync } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { StartupError } from './startup-error.ts';

export type VapidKeys = { publicKey: string; privateKey: string };

const publicKeySchema = z.string().regex(/^[A-Za-z0-9_-]{87}$/);
const privateKeySchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);
const storedSchema = z.object({ publicKey: publicKeySchema, privateKey: privateKeySchema });

/** A new P-256 pair as web-push expects it: the uncompressed public point and the 32-byte scalar. */
export function generateVapidKeys(): VapidKeys {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const jwk = privateKey.export({ format: 'jwk' });
  if (!jwk.x || !jwk.y || !jwk.d) throw new Error('generateVapidKeys: the key has no coordinates');
  const point = Buffer.concat([
    Buffer.from([4]),
    Buffer.from(jwk.x, 'base64url'),
    Buffer.from(jwk.y, 'base64url'),
  ]);
  return { publicKey: point.toString('base64url'), privateKey: jwk.d };
}

export function loadVapidKeys(
  env: { publicKey: string | undefined; privateKey: string | undefined },
  dataDir: string,
  persist: boolean,
): VapidKeys {
  if (env.publicKey || env.privateKey) {
    if (!publicKeySchema.safeParse(env.publicKey).success)
      throw new StartupError(
        'Invalid VAPID_PUBLIC_KEY: expected the base64url public key (87 characters); set both VAPID keys, or neither',
      );
    if (!privateKeySchema.safeParse(env.privateKey).success)
      throw new StartupError(
        'Invalid VAPID_PRIVATE_KEY: expected the base64url private key (43 characters); set both VAPID keys, or neither',
      );
    return { publicKey: env.publicKey ?? '', privateKey: env.privateKey ?? '' };
  }
  const file = path.join(dataDir, 'vapid-keys.json');
  try {
    const stored = storedSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (stored.success) return stored.data;
  } catch {
    // not there yet (or unreadable): generated below
  }
  const keys = generateVapidKeys();
  if (persist) {
    try {
      mkdirSync(dataDir, { recursive: true });
      writeFileSync(file, `${JSON.stringify(keys)}\n`, { mode: 0o600 });
    } catch {
      throw new StartupError(
        `Data directory ${dataDir} is not writable: set DATA_DIR to a writable folder or fix its permissions`,
      );
    }
  }
  return keys;
}

/** The contact push services see: VAPID_SUBJECT, else the public URL when it is https, else MAIL_FROM's address. */
export function vapidSubject(explicit: string | undefined, publicUrl: string, mailFrom: string): string {
  if (explicit) return explicit;
  if (publicUrl.startsWith('https://')) return publicUrl;
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}
