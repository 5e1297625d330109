// Tags: list (by name), one, create, rename/recolour, delete, attach to / detach from a task. Attach and
// detach are optimistic on the task rows. Names are unique per user regardless of case: 409
// tag_name_taken comes back as an ApiRequestError for the caller to explain.
import type { CreateTagBody, Tag, TagList, TaskTags, UpdateTagBody } from '@nova/core/contracts/tags';
import type { Task, TaskList } from '@nova/core/contracts/tasks';
import { type QueryClient, queryOptions, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api-client.ts';
import { apiWrite } from '../offline/sync.ts';
import { newId, opQuery, restoreQueries, snapshotQueries, stampOp, useOpMutation } from './ops.ts';
import { taskKeys, writeTaskSummary } from './tasks.ts';

type Snapshot = { snapshot: Awaited<ReturnType<typeof snapshotQueries>> };

export const tagKeys = {
  all: ['tags'] as const,
  list: () => ['tags', 'list'] as const,
  detail: (id: string) => ['tags', 'detail', id] as const,
};

const path = (id: string) => `/api/tags/${encodeURIComponent(id)}`;
const taskTagPath = (taskId: string, tagId: string, opId: string) =>
  `/api/tasks/${encodeURIComponent(taskId)}/tags/${encodeURIComponent(tagId)}?${opQuery(opId)}`;

export const fetchTags = (signal?: AbortSignal) => apiRequest<TagList>('/api/tags', { signal });
export const fetchTag = (id: string, signal?: AbortSignal) => apiRequest<Tag>(path(id), { signal });
export const createTag = (body: CreateTagBody) => apiWrite<Tag>('/api/tags', { method: 'POST', body });
export const updateTag = (id: string, body: UpdateTagBody) =>
  apiWrite<Tag>(path(id), { method: 'PATCH', body });
export const deleteTag = (id: string, opId: string) =>
  apiWrite<void>(`${path(id)}?${opQuery(opId)}`, { method: 'DELETE' });
export const attachTag = (taskId: string, tagId: string, opId: string) =>
  apiWrite<TaskTags>(taskTagPath(taskId, tagId, opId), { method: 'PUT' });
export const detachTag = (taskId: string, tagId: string, opId: string) =>
  apiWrite<TaskTags>(taskTagPath(taskId, tagId, opId), { method: 'DELETE' });

export const tagListQueryOptions = () =>
  queryOptions({
    queryKey: tagKeys.list(),
    queryFn: ({ signal }) => fetchTags(signal),
    staleTime: 5 * 60_000,
  });

export const tagQueryOptions = (id: string) =>
  queryOptions({ queryKey: tagKeys.detail(id), queryFn: ({ signal }) => fetchTag(id, signal) });

const byName = (tags: Tag[]) => [...tags].sort((a, b) => a.name.localeCompare(b.name));

function writeTag(client: QueryClient, tag: Tag): void {
  client.setQueryData<TagList>(tagKeys.list(), (list) =>
    list ? { tags: byName([...list.tags.filter((t) => t.id !== tag.id), tag]) } : list,
  );
  client.setQueryData(tagKeys.detail(tag.id), tag);
}

export type CreateTagInput = Omit<CreateTagBody, 'opId' | 'id'> & { id?: string; opId?: string };

export function useCreateTag() {
  const client = useQueryClient();
  return useOpMutation<Tag, CreateTagInput>(
    { mutationFn: (body) => createTag(body), onSuccess: (tag) => writeTag(client, tag) },
    (input) => stampOp({ ...input, id: input.id ?? newId() }),
  );
}

export type UpdateTagInput = Omit<UpdateTagBody, 'opId'> & { id: string; opId?: string };

export function useUpdateTag() {
  const client = useQueryClient();
  return useOpMutation<Tag, UpdateTagInput, Snapshot>({
    mutationFn: ({ id, ...body }) => updateTag(id, body),
    onMutate: async ({ id, opId: _opId, ...body }) => {
      const snapshot = await snapshotQueries(client, [tagKeys.all]);
      client.setQueryData<TagList>(tagKeys.list(), (list) =>
        list ? { tags: byName(list.tags.map((t) => (t.id === id ? { ...t, ...body } : t))) } : list,
      );
      return { snapshot };
    },
    onSuccess: (tag) => writeTag(client, tag),
    onError: (_error, _input, context) => restoreQueries(client, context?.snapshot),
  });
}

export function useDeleteTag() {
  const client = useQueryClient();
  return useOpMutation<void, { id: string; opId?: string }, Snapshot>({
    mutationFn: ({ id, opId }) => deleteTag(id, opId),
    onMutate: async ({ id }) => {
      const snapshot = await snapshotQueries(client, [tagKeys.all]);
      client.setQueryData<TagList>(tagKeys.list(), (list) =>
        list ? { tags: list.tags.filter((t) => t.id !== id) } : list,
      );
      return { snapshot };
    },
    onSuccess: (_data, { id }) => {
      client.removeQueries({ queryKey: tagKeys.detail(id) });
      // The tag leaves its tasks.
      void client.invalidateQueries({ queryKey: taskKeys.all });
    },
    onError: (_error, _input, context) => restoreQueries(client, context?.snapshot),
  });
}

function currentTagIds(client: QueryClient, taskId: string): string[] | undefined {
  for (const [, list] of client.getQueriesData<TaskList>({ queryKey: taskKeys.lists() })) {
    const row = list?.tasks.find((task) => task.id === taskId);
    if (row) return row.tagIds;
  }
  return client.getQueryData<Task>(taskKeys.detail(taskId))?.tagIds;
}

export type TaskTagInput = { taskId: string; tagId: string; opId?: string };

function useTaskTagMutation(kind: 'attach' | 'detach') {
  const client = useQueryClient();
  return useOpMutation<TaskTags, TaskTagInput, Snapshot>({
    mutationFn: ({ taskId, tagId, opId }) =>
      kind === 'attach' ? attachTag(taskId, tagId, opId) : detachTag(taskId, tagId, opId),
    onMutate: async ({ taskId, tagId }) => {
      const snapshot = await snapshotQueries(client, [taskKeys.all]);
      const ids = currentTagIds(client, taskId) ?? [];
      const next = kind === 'attach' ? [...new Set([...ids, tagId])] : ids.filter((id) => id !== tagId);
      writeTaskSummary(client, taskId, { tagIds: next });
      return { snapshot };
    },
    onSuccess: ({ taskId, tagIds, version }) => {
      writeTaskSummary(client, taskId, { tagIds, version });
      void client.invalidateQueries({ queryKey: taskKeys.detail(taskId) });
      void client.invalidateQueries({ queryKey: tagKeys.list() });
    },
    onError: (_error, _input, context) => restoreQueries(client, context?.snapshot),
  });
}

export const useAttachTag = () => useTaskTagMutation('attach');
export const useDetachTag = () => useTaskTagMutation('detach');
