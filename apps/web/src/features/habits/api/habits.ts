// Habits: the list (with each habit's progress and 12 weeks of history), create, change, archive,
// delete, and check-ins. A check-in shows at once (count and history in the cache) and the server's
// answer, which carries the recomputed streaks, replaces it; a failure puts the list back.
import type { CheckInBody, CreateHabitBody, HabitDto, UpdateHabitBody } from '@nova/core/contracts/habits';
import { type QueryClient, queryOptions, useQueryClient } from '@tanstack/react-query';
import {
  type CacheSnapshot,
  newId,
  opQuery,
  restoreQueries,
  snapshotQueries,
  stampOp,
  useOpMutation,
} from '../../../lib/api/ops.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { apiWrite } from '../../../lib/offline/sync.ts';

export type HabitList = { habits: HabitDto[]; today: string };

export const habitKeys = {
  all: ['habits'] as const,
  list: (archived: boolean) => ['habits', 'list', archived ? 'archived' : 'active'] as const,
};

const path = (id: string) => `/api/habits/${encodeURIComponent(id)}`;

export const fetchHabits = (archived: boolean, signal?: AbortSignal) =>
  apiRequest<HabitList>(`/api/habits${archived ? '?archived=true' : ''}`, { signal });

export const habitListQueryOptions = (archived = false) =>
  queryOptions({
    queryKey: habitKeys.list(archived),
    queryFn: ({ signal }) => fetchHabits(archived, signal),
  });

type Snapshot = { snapshot: CacheSnapshot };

/** Puts the server's copy of a habit into the lists (removed from the one it no longer belongs to). */
function writeHabit(client: QueryClient, habit: HabitDto): void {
  for (const archived of [false, true]) {
    client.setQueryData<HabitList>(habitKeys.list(archived), (list) => {
      if (!list) return list;
      const others = list.habits.filter((h) => h.id !== habit.id);
      const belongs = habit.archived === archived;
      const index = list.habits.findIndex((h) => h.id === habit.id);
      if (!belongs) return { ...list, habits: others };
      if (index < 0) return { ...list, habits: [...others, habit] };
      return { ...list, habits: list.habits.map((h) => (h.id === habit.id ? habit : h)) };
    });
  }
}

export type CreateHabitInput = Omit<CreateHabitBody, 'opId' | 'id'> & { id?: string; opId?: string };

export function useCreateHabit() {
  const client = useQueryClient();
  return useOpMutation<HabitDto, CreateHabitInput>(
    {
      mutationFn: (body) => apiWrite<HabitDto>('/api/habits', { method: 'POST', body }),
      onSuccess: (habit) => writeHabit(client, habit),
    },
    (input) => stampOp({ ...input, id: input.id ?? newId() }),
  );
}

export type UpdateHabitInput = Omit<UpdateHabitBody, 'opId'> & { id: string; opId?: string };

export function useUpdateHabit() {
  const client = useQueryClient();
  return useOpMutation<HabitDto, UpdateHabitInput>({
    mutationFn: ({ id, ...body }) => apiWrite<HabitDto>(path(id), { method: 'PATCH', body }),
    onSuccess: (habit) => writeHabit(client, habit),
  });
}

export function useDeleteHabit() {
  const client = useQueryClient();
  return useOpMutation<void, { id: string; opId?: string }, Snapshot>({
    mutationFn: ({ id, opId }) => apiWrite<void>(`${path(id)}?${opQuery(opId)}`, { method: 'DELETE' }),
    onMutate: async ({ id }) => {
      const snapshot = await snapshotQueries(client, [habitKeys.all]);
      client.setQueriesData<HabitList>({ queryKey: habitKeys.all }, (list) =>
        list ? { ...list, habits: list.habits.filter((h) => h.id !== id) } : list,
      );
      return { snapshot };
    },
    onError: (_error, _input, context) => restoreQueries(client, context?.snapshot),
  });
}

export type CheckInInput = Omit<CheckInBody, 'opId'> & { id: string; opId?: string };

/** The day's count after a check-in: the given count, else one more (a freeze alone keeps it). */
export function countAfter(habit: HabitDto, input: CheckInInput): number {
  const previous = habit.history.find((h) => h.day === input.day)?.count ?? 0;
  if (input.count !== undefined) return input.count;
  return input.frozen === undefined ? previous + 1 : previous;
}

/** The habit as it will look after the check-in, until the server's answer (with streaks) arrives. */
export function withCheckIn(habit: HabitDto, input: CheckInInput, today: string): HabitDto {
  const count = countAfter(habit, input);
  const old = habit.history.find((h) => h.day === input.day);
  const frozen = input.frozen ?? old?.frozen ?? false;
  const history = habit.history.filter((h) => h.day !== input.day);
  if (count > 0 || frozen) history.push({ day: input.day, count, frozen });
  history.sort((a, b) => a.day.localeCompare(b.day));
  if (input.day !== today) return { ...habit, history };
  const progress = { ...habit.progress, todayCount: count, doneToday: count >= habit.target };
  return { ...habit, history, progress };
}

export function useCheckIn() {
  const client = useQueryClient();
  return useOpMutation<HabitDto, CheckInInput, Snapshot>({
    mutationFn: ({ id, ...body }) => apiWrite<HabitDto>(`${path(id)}/check-ins`, { method: 'POST', body }),
    onMutate: async (input) => {
      const snapshot = await snapshotQueries(client, [habitKeys.all]);
      client.setQueriesData<HabitList>({ queryKey: habitKeys.all }, (list) =>
        list
          ? {
              ...list,
              habits: list.habits.map((h) => (h.id === input.id ? withCheckIn(h, input, list.today) : h)),
            }
          : list,
      );
      return { snapshot };
    },
    onSuccess: (habit) => writeHabit(client, habit),
    onError: (_error, _input, context) => restoreQueries(client, context?.snapshot),
  });
}
