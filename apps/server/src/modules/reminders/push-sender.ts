// Sends one push message: `web-push` builds the request (the VAPID JWT, RFC 8291 aes128gcm
// encryption with the subscription's keys, TTL and urgency), and we post it with fetch so a timeout
// is an AbortSignal and any URL the browser gave (a push service speaks https; a test's loopback peer
// may speak http) works the same. 404 and 410 mean the subscription is gone: the caller deletes it.
import webpush from 'web-push';

export type PushTarget = { endpoint: string; p256dh: string; auth: string };
export type PushOutcome = 'sent' | 'gone' | 'failed';
export type PushSender = (target: PushTarget, payload: string) => Promise<PushOutcome>;

export type VapidDetails = { subject: string; publicKey: string; privateKey: string };

const TTL_SECONDS = 60 * 60;
const TIMEOUT_MS = 10_000;

export function webPushSender(
  vapid: VapidDetails,
  log?: { warn(obj: object, msg: string): void },
): PushSender {
  return async (target, payload) => {
    try {
      const request = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        payload,
        { vapidDetails: vapid, TTL: TTL_SECONDS, urgency: 'high', contentEncoding: 'aes128gcm' },
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
