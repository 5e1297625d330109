// Writes of the health check-in: set values of a day (shown at once in every cached overview, put back
// on failure), delete a day, delete everything. They go through the offline outbox (apiWrite): kept
// offline, the change stays on screen and is sent later. Reads are lib/api/health.ts (other parts of
// /app read today's energy too).
import type { HealthCheckInResult, HealthOverview, PutHealthCheckInBody } from '@nova/core/contracts/health';
import { healthTrend } from '@nova/core/domain/health';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { healthKeys } from '../../../lib/api/health.ts';
import {
  type CacheSnapshot,
  opQuery,
  restoreQueries,
  snapshotQueries,
  useOpMutation,
} from '../../../lib/api/ops.ts';
import { apiWrite } from '../../../lib/offline/sync.ts';

const dayPath = (day: string) => `/api/health/check-ins/${encodeURIComponent(day)}`;

export const putCheckIn = (day: string, body: PutHealthCheckInBody) =>
  apiWrite<HealthCheckInResult>(dayPath(day), { method: 'PUT', body });

export const deleteCheckIn = (day: string, opId: string) =>
  apiWrite<null>(`${dayPath(day)}?${opQuery(opId)}`, { method: 'DELETE' });

export const deleteAllHealth = (opId: string) =>
  apiWrite<{ deleted: number }>(`/api/health/check-ins?${opQuery(opId)}`, { method: 'DELETE' });

type Snapshot = { snapshot: CacheSnapshot };
export type HealthPatch = Omit<PutHealthCheckInBody, 'opId'>;

type CheckIn = HealthOverview['history'][number];

/** Every cached overview with its history rewritten by `edit`, today's check-in and trend recomputed. */
function rewriteHistory(client: QueryClient, edit: (history: CheckIn[]) => CheckIn[]): void {
  for (const [key, data] of client.getQueriesData<HealthOverview>({ queryKey: healthKeys.all })) {
    if (!data) continue;
    const history = edit(data.history);
    const { days, averages, checkedInDays } = healthTrend(history, data.today);
    client.setQueryData<HealthOverview>(key, {
      ...data,
      history,
      todayCheckIn: history.find((c) => c.day === data.today) ?? null,
      trend: { days, averages, checkedInDays },
    });
  }
}

/** Every cached overview with `day` changed by `change` (null removes it). */
function rewriteDay(
  client: QueryClient,
  day: string,
  change: (current: CheckIn | undefined) => CheckIn | null,
) {
  rewriteHistory(client, (history) => {
    const next = change(history.find((c) => c.day === day));
    return [...history.filter((c) => c.day !== day), ...(next ? [next] : [])].sort((a, b) =>
      b.day.localeCompare(a.day),
    );
  });
}

const isEmpty = (c: HealthOverview['history'][number]) =>
  c.energy === null && c.mood === null && c.sleepHours === null && c.movementMinutes === null;

export function useSetCheckIn() {
  const client = useQueryClient();
  return useOpMutation<HealthCheckInResult, HealthPatch & { day: string; opId?: string }, Snapshot>({
    mutationFn: ({ day, ...body }) => putCheckIn(day, body),
    onMutate: async ({ day, opId: _opId, ...patch }) => {
      const snapshot = await snapshotQueries(client, [healthKeys.all]);
      rewriteDay(client, day, (current) => {
        const next = {
          day,
          energy: null,
          mood: null,
          sleepHours: null,
          movementMinutes: null,
          updatedAt: new Date().toISOString(),
          ...current,
          ...patch,
        };
        return isEmpty(next) ? null : next;
      });
      return { snapshot };
    },
    onSuccess: ({ checkIn }, { day }) => rewriteDay(client, day, () => checkIn),
    onError: (_error, _input, context) => restoreQueries(client, context?.snapshot),
  });
}

export function useDeleteCheckIn() {
  const client = useQueryClient();
  return useOpMutation<null, { day: string; opId?: string }, Snapshot>({
    mutationFn: ({ day, opId }) => deleteCheckIn(day, opId),
    onMutate: async ({ day }) => {
      const snapshot = await snapshotQueries(client, [healthKeys.all]);
      rewriteDay(client, day, () => null);
      return { snapshot };
    },
    onError: (_error, _input, context) => restoreQueries(client, context?.snapshot),
  });
}

export function useDeleteAllHealth() {
  const client = useQueryClient();
  return useOpMutation<{ deleted: number }, { opId?: string }, Snapshot>({
    mutationFn: ({ opId }) => deleteAllHealth(opId),
    // Gone at once (offline too: the request waits in the outbox), back if the server refuses.
    onMutate: async () => {
      const snapshot = await snapshotQueries(client, [healthKeys.all]);
      rewriteHistory(client, () => []);
      return { snapshot };
    },
    onError: (_error, _input, context) => restoreQueries(client, context?.snapshot),
    onSettled: () => client.invalidateQueries({ queryKey: healthKeys.all }),
  });
}
