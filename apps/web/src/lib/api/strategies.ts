// Strategies (life-area directions): list (highest priority first), one, create, update, delete,
// assign tasks, and the scoring rule's suggestion for a task. Callers map errors to SPEC §8's toasts
// ('Failed to create direction', 'Failed to update strategy', 'Failed to delete strategy').
import type {
  AssignStrategyTasksBody,
  CreateStrategyBody,
  Strategy,
  StrategyAssignment,
  StrategyList,
  StrategySuggestionResponse,
  UpdateStrategyBody,
} from '@nova/core/contracts/strategies';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api-client.ts';
import { apiWrite } from '../offline/sync.ts';
import { newId, opQuery, restoreQueries, snapshotQueries, stampOp, useOpMutation } from './ops.ts';
import { invalidateTaskLists, taskKeys, writeTaskSummary } from './tasks.ts';

type Snapshot = { snapshot: Awaited<ReturnType<typeof snapshotQueries>> };

export const strategyKeys = {
  all: ['strategies'] as const,
  list: () => ['strategies', 'list'] as const,
  detail: (id: string) => ['strategies', 'detail', id] as const,
  suggestion: (taskId: string) => ['strategies', 'suggestion', taskId] as const,
};

const path = (id: string) => `/api/strategies/${encodeURIComponent(id)}`;

export const fetchStrategies = (signal?: AbortSignal) =>
  apiRequest<StrategyList>('/api/strategies', { signal });
export const fetchStrategy = (id: string, signal?: AbortSignal) => apiRequest<Strategy>(path(id), { signal });
export const createStrategy = (body: CreateStrategyBody) =>
  apiWrite<Strategy>('/api/strategies', { method: 'POST', body });
export const updateStrategy = (id: string, body: UpdateStrategyBody) =>
  apiWrite<Strategy>(path(id), { method: 'PATCH', body });
export const deleteStrategy = (id: string, opId: string) =>
  apiWrite<void>(`${path(id)}?${opQuery(opId)}`, { method: 'DELETE' });
export const assignStrategyTasks = (id: string, body: AssignStrategyTasksBody) =>
  apiWrite<StrategyAssignment>(`${path(id)}/tasks`, { method: 'POST', body });
export const fetchStrategySuggestion = (taskId: string, signal?: AbortSignal) =>
  apiRequest<StrategySuggestionResponse>(`/api/tasks/${encodeURIComponent(taskId)}/strategy-suggestion`, {
    signal,
  });

export const strategyListQueryOptions = () =>
  queryOptions({
    queryKey: strategyKeys.list(),
    queryFn: ({ signal }) => fetchStrategies(signal),
    staleTime: 5 * 60_000,
  });

export const strategyQueryOptions = (id: string) =>
  queryOptions({ queryKey: strategyKeys.detail(id), queryFn: ({ signal }) => fetchStrategy(id, signal) });

export const strategySuggestionQueryOptions = (taskId: string) =>
  queryOptions({
    queryKey: strategyKeys.suggestion(taskId),
    queryFn: ({ signal }) => fetchStrategySuggestion(taskId, signal),
    staleTime: 60_000,
  });

const sortByPriority = (strategies: Strategy[]) =>
  [...strategies].sort((a, b) => b.priority - a.priority || a.createdAt.localeCompare(b.createdAt));

export type CreateStrategyInput = Omit<CreateStrategyBody, 'opId' | 'id'> & { id?: string; opId?: string };

export function useCreateStrategy() {
  const client = useQueryClient();
  return useOpMutation<Strategy, CreateStrategyInput>(
    {
      mutationFn: (body) => createStrategy(body),
      onSuccess: (strategy) => {
        client.setQueryData<StrategyList>(strategyKeys.list(), (list) =>
          list
            ? {
                strategies: sortByPriority([
                  ...list.strategies.filter((s) => s.id !== strategy.id),
                  strategy,
                ]),
              }
            : list,
        );
        client.setQueryData(strategyKeys.detail(strategy.id), strategy);
      },
      onSettled: () => client.invalidateQueries({ queryKey: strategyKeys.list() }),
    },
    (input) => stampOp({ ...input, id: input.id ?? newId() }),
  );
}

export type UpdateStrategyInput = Omit<UpdateStrategyBody, 'opId'> & { id: string; opId?: string };

export function useUpdateStrategy() {
  const client = useQueryClient();
  return useOpMutation<Strategy, UpdateStrategyInput, Snapshot>({
    mutationFn: ({ id, ...body }) => updateStrategy(id, body),
    onMutate: async ({ id, opId: _opId, ...body }) => {
      const snapshot = await snapshotQueries(client, [strategyKeys.all]);
      client.setQueryData<StrategyList>(strategyKeys.list(), (list) =>
        list
          ? { strategies: sortByPriority(list.strategies.map((s) => (s.id === id ? { ...s, ...body } : s))) }
          : list,
      );
      return { snapshot };
    },
    onSuccess: (strategy) => {
      client.setQueryData<StrategyList>(strategyKeys.list(), (list) =>
        list
          ? { strategies: sortByPriority(list.strategies.map((s) => (s.id === strategy.id ? strategy : s))) }
          : list,
      );
      client.setQueryData(strategyKeys.detail(strategy.id), strategy);
    },
    onError: (_error, _input, context) => restoreQueries(client, context?.snapshot),
  });
}

export function useDeleteStrategy() {
  const client = useQueryClient();
  return useOpMutation<void, { id: string; opId?: string }, Snapshot>({
    mutationFn: ({ id, opId }) => deleteStrategy(id, opId),
    onMutate: async ({ id }) => {
      const snapshot = await snapshotQueries(client, [strategyKeys.all]);
      client.setQueryData<StrategyList>(strategyKeys.list(), (list) =>
        list ? { strategies: list.strategies.filter((s) => s.id !== id) } : list,
      );
      return { snapshot };
    },
    onSuccess: (_data, { id }) => {
      client.removeQueries({ queryKey: strategyKeys.detail(id) });
      // Its tasks stay, without a strategy.
      void client.invalidateQueries({ queryKey: taskKeys.all });
    },
    onError: (_error, _input, context) => restoreQueries(client, context?.snapshot),
  });
}

export type AssignStrategyTasksInput = Omit<AssignStrategyTasksBody, 'opId'> & { id: string; opId?: string };

export function useAssignStrategyTasks() {
  const client = useQueryClient();
  return useOpMutation<StrategyAssignment, AssignStrategyTasksInput>({
    mutationFn: ({ id, ...body }) => assignStrategyTasks(id, body),
    onMutate: ({ id, taskIds }) => {
      for (const taskId of taskIds) writeTaskSummary(client, taskId, { strategyId: id });
    },
    onSettled: () => {
      void invalidateTaskLists(client);
      void client.invalidateQueries({ queryKey: strategyKeys.all });
    },
  });
}
