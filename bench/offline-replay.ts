// Replay of the web app's offline outbox after reconnect (issue 12): 500 writes queued offline (250
// task creations, 150 edits of them, 100 completions) are sent by the app's own outbox code
// (apps/web/src/lib/offline) to a fresh server, in order, one at a time, as the browser does. The
// store is the outbox's IndexedDB store over fake-indexeddb (Node has no IndexedDB; in-memory, so the
// figure leaves out the browser's disk writes). Measured: the time from "online" to an empty queue
// (goal <= 3 s), then the same 500 writes replayed again (a tab that sent them but crashed before
// clearing its queue): the server must still hold exactly 250 tasks, each once, with their edits.
import 'fake-indexeddb/auto';
import { loadavg } from 'node:os';
import { idbOutboxStore, offlineDb } from '../apps/web/src/lib/offline/offline-db.ts';
import { createOutbox } from '../apps/web/src/lib/offline/outbox.ts';
import type { OutboxEntry } from '../apps/web/src/lib/offline/outbox-entry.ts';
import { report, round, withServer } from './lib.ts';
import { signUpOverHttp } from './seed-tasks.ts';

const CREATES = 250;
const EDITS = 150;
const COMPLETIONS = 100;

type Sent = { status: number; body: unknown };

let seq = 0;

await withServer('offline-replay', {}, async (server) => {
  const session = await signUpOverHttp(server.url);
  const send = async (entry: OutboxEntry): Promise<unknown> => {
    const response = await fetch(`${server.url}${entry.path}`, {
      method: entry.method,
      headers: {
        cookie: session.cookie,
        'x-csrf-token': session.csrfToken,
        ...(entry.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: entry.body === undefined ? undefined : JSON.stringify(entry.body),
    });
    const answer: Sent = { status: response.status, body: await response.json().catch(() => undefined) };
    if (!response.ok) throw Object.assign(new Error(`HTTP ${response.status}`), answer);
    return answer.body;
  };
  const db = await offlineDb();
  if (!db) throw new Error('no IndexedDB');
  const store = idbOutboxStore(db);
  let online = false;
  const outbox = createOutbox({
    store: async () => store,
    send,
    isOnline: () => online,
    userId: () => 'bench-user',
  });

  const ids: string[] = Array.from({ length: CREATES }, () => crypto.randomUUID());
  const writes: Array<{ method: 'POST' | 'PATCH'; path: string; body: Record<string, unknown> }> = [];
  ids.forEach((id, i) => {
    writes.push({
      method: 'POST',
      path: '/api/tasks',
      body: { id, title: `Offline ${i}`, opId: crypto.randomUUID() },
    });
  });
  ids.slice(0, EDITS).forEach((id, i) => {
    writes.push({
      method: 'PATCH',
      path: `/api/tasks/${id}`,
      body: { title: `Edited ${i}`, importance: 8, opId: crypto.randomUUID() },
    });
  });
  ids.slice(0, COMPLETIONS).forEach((id) => {
    writes.push({
      method: 'POST',
      path: `/api/tasks/${id}/status`,
      body: { status: 'completed', opId: crypto.randomUUID() },
    });
  });

  for (const write of writes) await outbox.submit(write);
  const queued = outbox.snapshot().pending;

  online = true;
  const started = performance.now();
  await outbox.flush();
  const replayMs = performance.now() - started;
  const left = outbox.snapshot();

  // The same 500 writes again, as if the queue had not been cleared after sending.
  const again = performance.now();
  for (const write of writes) await store.add({ ...(await entryFor(write)), userId: 'bench-user' });
  await outbox.flush();
  const secondReplayMs = performance.now() - again;

  const list = (await (
    await fetch(`${server.url}/api/tasks`, { headers: { cookie: session.cookie } })
  ).json()) as { tasks: Array<{ id: string; title: string; status: string }> };
  const mine = list.tasks.filter((task) => ids.includes(task.id));
  const distinct = new Set(mine.map((task) => task.id)).size;
  const edited = mine.filter((task) => task.title.startsWith('Edited ')).length;
  const completed = mine.filter((task) => task.status === 'completed').length;
  outbox.dispose();

  report(
    'offline-replay',
    {
      queued,
      replayMs: round(replayMs),
      opsPerSecond: round((queued / replayMs) * 1000),
      secondReplayMs: round(secondReplayMs),
      leftPending: left.pending,
      refused: left.refused.length,
      tasksOnServer: mine.length,
      duplicateTasks: mine.length - distinct,
      edited,
      completed,
      load: loadavg()
        .map((n) => n.toFixed(2))
        .join(' '),
    },
    [
      { metric: 'replayMs', max: 3000, unit: 'ms' },
      { metric: 'duplicateTasks', max: 0, unit: 'rows' },
      { metric: 'tasksOnServer', min: CREATES, max: CREATES, unit: 'rows' },
      { metric: 'edited', min: EDITS, max: EDITS, unit: 'rows' },
      { metric: 'completed', min: COMPLETIONS, max: COMPLETIONS, unit: 'rows' },
      { metric: 'refused', max: 0, unit: 'writes' },
    ],
  );
});

async function entryFor(write: { method: 'POST' | 'PATCH'; path: string; body: Record<string, unknown> }) {
  seq += 1;
  const entry: OutboxEntry = {
    opId: String(write.body.opId),
    seq,
    userId: 'bench-user',
    method: write.method,
    path: write.path,
    body: write.body,
    kind: 'task',
    createdAt: Date.now(),
    state: 'pending',
  };
  return entry;
}
