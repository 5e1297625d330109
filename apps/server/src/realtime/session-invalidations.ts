// Every server process keeps resolved sessions in memory for a few seconds (modules/auth/session.service.ts).
// A sign-out or a profile change in one process must make all of them forget the user's cached
// sessions at once, not when the entry times out: the news travels on the realtime bus (LISTEN/NOTIFY
// on PostgreSQL, so it reaches every process on the database) under a topic that no user id can be,
// so no browser's event stream ever sees it.
//
// "At once" is a promise about the next request, which may reach another process a moment later. That
// process's copy of the notification may still sit unread on its socket (PostgreSQL signals every
// listener at commit, but each reads in its own time, and a busy event loop may take the browser's
// request first), so `publish` waits for an acknowledgement from every known process, sent after it
// dropped the sessions. Processes know each other from the same topic: each says `hello` when it
// starts (the others answer `here`), `bye` when it closes; anyone heard from is a peer. A peer that
// does not answer in time (it crashed without a `bye`) is forgotten until it speaks again, so a
// dead process costs one late answer, not one per sign-out.
import { randomUUID } from 'node:crypto';
import type { RealtimeBus } from './bus.ts';

export const TOPIC = 'nova:session-invalidations';
export const ACK_TIMEOUT_MS = 2000;

export type SessionInvalidations = {
  /** Tells every process (this one too) to drop the user's cached sessions; resolves once all did. */
  publish(userId: string): Promise<void>;
  /** Called with the user's id whenever any process publishes. */
  subscribe(listener: (userId: string) => void): void;
  /** Says `bye`, so the others stop waiting for this process. */
  close(): Promise<void>;
};

type Message =
  | { kind: 'drop'; from: string; userId: string; nonce: string }
  | { kind: 'ack'; from: string; nonce: string }
  | { kind: 'hello' | 'here' | 'bye'; from: string };

function encode(message: Message): string[] {
  switch (message.kind) {
    case 'drop':
      return [message.kind, message.from, message.userId, message.nonce];
    case 'ack':
      return [message.kind, message.from, message.nonce];
    default:
      return [message.kind, message.from];
  }
}

function decode(ids: string[]): Message | null {
  const [kind, from, a, b] = ids;
  if (from === undefined) return null;
  if (kind === 'drop' && a !== undefined && b !== undefined) return { kind, from, userId: a, nonce: b };
  if (kind === 'ack' && a !== undefined) return { kind, from, nonce: a };
  if (kind === 'hello' || kind === 'here' || kind === 'bye') return { kind, from };
  return null;
}

type Waiting = { missing: Set<string>; done(): void };

export function sessionInvalidations(
  bus: RealtimeBus,
  log: { warn(obj: object, msg: string): void },
): SessionInvalidations {
  const self = randomUUID();
  const peers = new Set<string>();
  const listeners = new Set<(userId: string) => void>();
  const waiting = new Map<string, Waiting>();

  function send(message: Message): Promise<void> {
    return bus.publish(TOPIC, { type: 'sessions.invalidated', ids: encode(message), version: null });
  }
  function sendQuietly(message: Message): void {
    send(message).catch((error: unknown) => {
      log.warn({ err: error, kind: message.kind }, 'could not send a session-invalidation message');
    });
  }
  function heard(nonce: string, from: string): void {
    const wait = waiting.get(nonce);
    if (!wait) return;
    wait.missing.delete(from);
    if (wait.missing.size === 0) wait.done();
  }

  let closed = false;
  bus.subscribe(TOPIC, (event) => {
    const message = decode(event.ids);
    if (!message || closed) return;
    if (message.from === self) {
      // Our own message back: on PostgreSQL, proof that it is in every listener's queue.
      if (message.kind === 'drop') heard(message.nonce, self);
      return;
    }
    if (message.kind === 'bye') {
      peers.delete(message.from);
      for (const [nonce] of waiting) heard(nonce, message.from);
      return;
    }
    peers.add(message.from);
    if (message.kind === 'hello') sendQuietly({ kind: 'here', from: self });
    if (message.kind === 'drop') {
      for (const listener of listeners) listener(message.userId);
      sendQuietly({ kind: 'ack', from: self, nonce: message.nonce });
    }
    if (message.kind === 'ack') heard(message.nonce, message.from);
  });
  sendQuietly({ kind: 'hello', from: self });

  return {
    subscribe(listener) {
      listeners.add(listener);
    },
    async publish(userId) {
      // This process first, at once: its own next request must not wait for the bus.
      for (const listener of listeners) listener(userId);
      const nonce = randomUUID();
      const missing = new Set([self, ...peers]);
      let timer: NodeJS.Timeout | undefined;
      const answered = new Promise<boolean>((resolve) => {
        waiting.set(nonce, { missing, done: () => resolve(true) });
        timer = setTimeout(() => resolve(false), ACK_TIMEOUT_MS);
      });
      try {
        await send({ kind: 'drop', from: self, userId, nonce });
        if (!(await answered)) {
          const silent = [...missing].filter((id) => id !== self);
          for (const id of silent) peers.delete(id);
          log.warn({ userId, silent: silent.length }, 'session invalidation not acknowledged in time');
        }
      } catch (error) {
        // The change itself is committed; other processes then drop the entry when it times out.
        log.warn({ err: error, userId }, 'could not publish a session invalidation');
      } finally {
        clearTimeout(timer);
        waiting.delete(nonce);
      }
    },
    async close() {
      closed = true;
      await send({ kind: 'bye', from: self }).catch(() => {});
    },
  };
}
