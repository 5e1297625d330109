// Sends one push message: `web-push` builds the request (the VAPID JWT, RFC 8291 aes128gcm
// encryption with the subscription's keys, TTL and urgency), and we post it with fetch so a timeout
// is an AbortSignal and any URL the browser gave (a push service speaks https; a test's loopback peer
// may speak http) works the same. 404 and 410 mean the subscription is gone: the caller deletes it.
// The VAPID Authorization (an ES256 JWT per push service origin) is signed once per origin and reused
// for hours: web-push re-validates the keys and re-signs on every message otherwise, 1.8 of the 3 ms a
// message cost (measured with 2,000 messages, load average 8).
// `web-push` (with its JWT and ASN.1 libraries, ~150 KB of bundle) is imported with the first message:
// a server that sends none never loads it (docs/decisions/0015-lean-server.md).
type WebPush = typeof import('./web-push-api.ts')['webpush'];

let webPushModule: Promise<WebPush> | undefined;
const loadWebPush = (): Promise<WebPush> => {
  webPushModule ??= import('./web-push-api.ts').then((module) => module.webpush);
  return webPushModule;
};

export type PushTarget = { endpoint: string; p256dh: string; auth: string };
export type PushOutcome = 'sent' | 'gone' | 'failed';
export type PushSender = (target: PushTarget, payload: string) => Promise<PushOutcome>;

export type VapidDetails = { subject: string; publicKey: string; privateKey: string };

const TTL_SECONDS = 60 * 60;
const TIMEOUT_MS = 10_000;
/** A JWT lives 12 hours (push services accept up to 24) and is replaced once it has under 1 hour left. */
const JWT_LIFETIME_S = 12 * 60 * 60;
const JWT_RENEW_S = 60 * 60;

/** The Authorization header for one push service origin, signed once and reused until near its expiry. */
function vapidAuthorization(vapid: VapidDetails) {
  const signed = new Map<string, { header: string; expires: number }>();
  return (webpush: WebPush, endpoint: string): string => {
    const audience = new URL(endpoint).origin;
    const now = Math.floor(Date.now() / 1000);
    const known = signed.get(audience);
    if (known && known.expires - now > JWT_RENEW_S) return known.header;
    const expires = now + JWT_LIFETIME_S;
    const { Authorization } = webpush.getVapidHeaders(
      audience,
      vapid.subject,
      vapid.publicKey,
      vapid.privateKey,
      'aes128gcm',
      expires,
    );
    if (signed.size > 1000) signed.clear();
    signed.set(audience, { header: Authorization, expires });
    return Authorization;
  };
}

export function webPushSender(
  vapid: VapidDetails,
  log?: { warn(obj: object, msg: string): void },
): PushSender {
  const authorization = vapidAuthorization(vapid);
  return async (target, payload) => {
    try {
      const webpush = await loadWebPush();
      const request = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        payload,
        {
          headers: { Authorization: authorization(webpush, target.endpoint) },
          TTL: TTL_SECONDS,
          urgency: 'high',
          contentEncoding: 'aes128gcm',
        },
      );
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(request.headers)) {
        // fetch sets Content-Length from the body itself.
        if (name.toLowerCase() !== 'content-length') headers[name] = String(value);
      }
      const res = await fetch(request.endpoint, {
        method: 'POST',
        headers,
        body: request.body ? new Uint8Array(request.body) : null,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await res.arrayBuffer().catch(() => undefined);
      if (res.status === 404 || res.status === 410) return 'gone';
      if (res.ok) return 'sent';
      log?.warn(
        { status: res.status, service: new URL(target.endpoint).host },
        'push service refused a reminder',
      );
      return 'failed';
    } catch (error) {
      log?.warn({ err: error }, 'could not send a reminder to a push service');
      return 'failed';
    }
  };
}
