// A push service on loopback for the reminder tests: it takes Web Push requests as a real one does
// (RFC 8030 POST to the subscription's endpoint), checks the VAPID Authorization (RFC 8292: an ES256
// JWT for this origin, signed by the key it names) and decrypts the aes128gcm body (RFC 8291 + 8188)
// with the subscription's private key and auth secret, made here as a browser would make them. A
// subscription can be told to answer 404 or 410 ("gone"). Nothing inside the app is replaced.
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type TestSubscription = {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
};

export type Delivered = {
  id: string;
  /** The decrypted payload, parsed as JSON. */
  payload: unknown;
  ttl: string | undefined;
  urgency: string | undefined;
  /** The VAPID public key the JWT was signed with. */
  vapidKey: string;
};

type Device = { ecdh: ReturnType<typeof createECDH>; auth: Buffer; status: number };

const b64 = (buf: Buffer) => buf.toString('base64url');

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** RFC 8291 §3.4 + RFC 8188: the plaintext of one aes128gcm message for this device. */
export function decryptAes128gcm(
  body: Buffer,
  device: { ecdh: ReturnType<typeof createECDH>; auth: Buffer },
) {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const cipherText = body.subarray(21 + idLength);
  if (cipherText.length > recordSize) throw new Error('more than one record: not what web-push sends');
  const shared = device.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, device.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(cipherText.subarray(cipherText.length - 16));
  const padded = Buffer.concat([
    decipher.update(cipherText.subarray(0, cipherText.length - 16)),
    decipher.final(),
  ]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('the last record does not end with the 0x02 delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** RFC 8292: `vapid t=<jwt>, k=<key>`; the JWT is ES256 over this origin. Returns the key. */
function checkVapid(header: string | undefined, origin: string, now: number): string {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match?.[1] || !match[2]) throw new Error(`no VAPID authorization: ${header}`);
  const [head = '', claims = '', signature = ''] = match[1].split('.');
  const point = Buffer.from(match[2], 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64(point.subarray(1, 33)), y: b64(point.subarray(33, 65)) },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('the VAPID JWT signature does not verify');
  const body: { aud?: string; exp?: number; sub?: string } = JSON.parse(
    Buffer.from(claims, 'base64url').toString('utf8'),
  );
  if (body.aud !== origin) throw new Error(`VAPID audience ${body.aud} is not ${origin}`);
  if (typeof body.exp !== 'number' || body.exp * 1000 < now) throw new Error('VAPID JWT expired');
  if (!body.sub?.startsWith('mailto:') && !body.sub?.startsWith('https:')) throw new Error('VAPID sub');
  return match[2];
}

export type PushService = {
  url: string;
  delivered: Delivered[];
  /** Errors the service met (bad encryption, bad VAPID): a test expects none. */
  errors: string[];
  /** A new device: its subscription as PushSubscription.toJSON() gives it. */
  subscribe(): { id: string; subscription: TestSubscription };
  /** What the device's endpoint answers from now on (201 by default; 404 or 410: gone). */
  answer(id: string, status: number): void;
  /** Messages delivered to one device, decrypted. */
  to(id: string): Delivered[];
  close(): Promise<void>;
};

export async function startPushService(): Promise<PushService> {
  const devices = new Map<string, Device>();
  const delivered: Delivered[] = [];
  const errors: string[] = [];
  const server: Server = createServer(async (req, res) => {
    const body = await readBody(req);
    const id = /^\/push\/([\w-]+)$/.exec(req.url ?? '')?.[1] ?? '';
    const device = devices.get(id);
    if (req.method !== 'POST' || !device) {
      res.writeHead(404).end();
      return;
    }
    if (device.status !== 201) {
      res.writeHead(device.status).end();
      return;
    }
    try {
      if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
      const vapidKey = checkVapid(req.headers.authorization, service.url, Date.now());
      const payload: unknown = JSON.parse(decryptAes128gcm(body, device));
      delivered.push({
        id,
        payload,
        ttl: header(req, 'ttl'),
        urgency: header(req, 'urgency'),
        vapidKey,
      });
      res.writeHead(201).end();
    } catch (error) {
      errors.push(error instanceof Error ? error.message : String(error));
      res.writeHead(400).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const service: PushService = {
    url: `http://127.0.0.1:${port}`,
    delivered,
    errors,
    subscribe() {
      const id = randomBytes(8).toString('hex');
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      devices.set(id, { ecdh, auth, status: 201 });
      return {
        id,
        subscription: {
          endpoint: `${service.url}/push/${id}`,
          expirationTime: null,
          keys: { p256dh: b64(ecdh.getPublicKey()), auth: b64(auth) },
        },
      };
    },
    answer(id, status) {
      const device = devices.get(id);
      if (device) device.status = status;
    },
    to: (id) => delivered.filter((d) => d.id === id),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return service;
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
