// The tasks the map's nodes link, kept live: when a task event (task.*) names one of them, that task is
// read again (GET /api/tasks/{id}; saved or not yet saved links alike), so a task completed on /app or
// another device turns its dot green within a moment. `refresh` reads all saved links at once.
import type { LinkedTask } from '@nova/core/contracts/mind-maps';
import type { Task } from '@nova/core/contracts/tasks';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiRequestError, apiRequest } from '../../../lib/api-client.ts';
import { subscribeRealtime } from '../../../lib/realtime.ts';
import { fetchLinkedTasks } from '../api/mind-maps.ts';

const byTask = (tasks: readonly LinkedTask[]) => new Map(tasks.map((t) => [t.id, t]));

export function useLinkedTasks(
  mapId: string,
  initial: readonly LinkedTask[],
  linkedIds: () => ReadonlySet<string>,
) {
  const [tasks, setTasks] = useState<ReadonlyMap<string, LinkedTask>>(() => byTask(initial));
  const idsRef = useRef(linkedIds);
  idsRef.current = linkedIds;

  const refresh = useCallback(async () => {
    try {
      const answer = await fetchLinkedTasks(mapId);
      setTasks((old) => new Map([...old, ...byTask(answer.tasks)]));
    } catch {
      // The dots keep their last known state; the next event tries again.
    }
  }, [mapId]);

  const reload = useCallback(async (taskId: string) => {
    try {
      const task = await apiRequest<Task>(`/api/tasks/${encodeURIComponent(taskId)}`);
      setTasks((old) =>
        new Map(old).set(taskId, { id: task.id, title: task.title, status: task.status, deleted: false }),
      );
    } catch (error) {
      if (!(error instanceof ApiRequestError) || error.status !== 404) return;
      setTasks((old) => {
        const known = old.get(taskId);
        return known ? new Map(old).set(taskId, { ...known, deleted: true }) : old;
      });
    }
  }, []);

  useEffect(
    () =>
      subscribeRealtime((event) => {
        if (!event.type.startsWith('task.')) return;
        const ids = idsRef.current();
        for (const id of event.ids) if (ids.has(id)) void reload(id);
      }),
    [reload],
  );

  /** A task just linked (created or found by search) shows its dot at once. */
  const remember = useCallback((task: LinkedTask) => setTasks((old) => new Map(old).set(task.id, task)), []);

  return { tasks, refresh, remember };
}
