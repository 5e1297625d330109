// Every server process keeps resolved sessions in memory for a few seconds (modules/auth/session.service.ts).
// A sign-out or a profile change in one process must make all of them forget the user's cached
// sessions at once, not when the entry times out: the news travels on the realtime bus (LISTEN/NOTIFY
// on PostgreSQL, so it reaches every process on the database) under a topic that no user id can be,
// so no browser's event stream ever sees it. `publish` returns once the message has come back to this
// process through PostgreSQL: PostgreSQL hands a notification to every listener at the same commit,
// so the others have it by then too, before the browser can send its next request.
import { randomUUID } from 'node:crypto';
import type { RealtimeBus } from './bus.ts';

const TOPIC = 'nova:session-invalidations';
const ECHO_TIMEOUT_MS = 2000;

export type SessionInvalidations = {
  /** Tells every process (this one too) to drop the user's cached sessions. */
  publish(userId: string): Promise<void>;
  /** Called with the user's id whenever any process publishes. */
  subscribe(listener: (userId: string) => void): void;
};

export function sessionInvalidations(
  bus: RealtimeBus,
  log: { warn(obj: object, msg: string): void },
): SessionInvalidations {
  const listeners = new Set<(userId: string) => void>();
  const echoes = new Map<string, () => void>();
  bus.subscribe(TOPIC, (event) => {
    const [userId, nonce] = event.ids;
    if (userId !== undefined) for (const listener of listeners) listener(userId);
    if (nonce !== undefined) echoes.get(nonce)?.();
  });
  return {
    subscribe(listener) {
      listeners.add(listener);
    },
    async publish(userId) {
      const nonce = randomUUID();
      let timer: NodeJS.Timeout | undefined;
      const echoed = new Promise<boolean>((resolve) => {
        echoes.set(nonce, () => resolve(true));
        timer = setTimeout(() => resolve(false), ECHO_TIMEOUT_MS);
      });
      try {
        await bus.publish(TOPIC, { type: 'sessions.invalidated', ids: [userId, nonce], version: null });
        if (!(await echoed)) log.warn({ userId }, 'session invalidation not echoed by the bus in time');
      } catch (error) {
        // The change itself is committed; other processes then drop the entry when it times out.
        log.warn({ err: error, userId }, 'could not publish a session invalidation');
      } finally {
        clearTimeout(timer);
        echoes.delete(nonce);
      }
    },
  };
}
