// `web-push` in a module of its own, so that push-sender.ts can import it (the library with its JWT
// and ASN.1 code, ~150 KB of bundle) with the first message instead of at start.
import webpush from 'web-push';

export { webpush };
