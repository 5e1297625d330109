// The mind map API (/api/mind-maps): the list, one map, its linked tasks' statuses, create, save (the
// changes since a version, or the whole document), delete and import. Calls only; screens decide what
// to show.
import type {
  LinkedTask,
  MindMapDocument,
  MindMapDto,
  MindMapFile,
  MindMapSaved,
  MindMapSummary,
} from '@nova/core/contracts/mind-maps';
import type { Task, TaskList } from '@nova/core/contracts/tasks';
import { queryOptions } from '@tanstack/react-query';
import { newId } from '../../../lib/api/ops.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import type { MapPatch } from '../map-patch.ts';

export const mindMapKeys = {
  all: ['mind-maps'] as const,
  list: ['mind-maps', 'list'] as const,
  one: (id: string) => ['mind-maps', 'one', id] as const,
};

const path = (id: string) => `/api/mind-maps/${encodeURIComponent(id)}`;

export const mindMapListQueryOptions = () =>
  queryOptions({
    queryKey: mindMapKeys.list,
    queryFn: ({ signal }) => apiRequest<{ mindMaps: MindMapSummary[] }>('/api/mind-maps', { signal }),
    // Maps change in the editor (another screen): the list asks again each time it opens.
    staleTime: 0,
  });

export const fetchMindMap = (id: string, signal?: AbortSignal) =>
  apiRequest<MindMapDto>(path(id), { signal });

export const fetchLinkedTasks = (id: string, signal?: AbortSignal) =>
  apiRequest<{ tasks: LinkedTask[] }>(`${path(id)}/tasks`, { signal });

export const createMindMap = (title: string) =>
  apiRequest<MindMapDto>('/api/mind-maps', { method: 'POST', body: { id: newId(), opId: newId(), title } });

export const saveMindMap = (id: string, baseVersion: number, doc: MindMapDocument, opId = newId()) =>
  apiRequest<MindMapSaved>(path(id), { method: 'PUT', body: { opId, baseVersion, ...doc } });

export const patchMindMap = (id: string, baseVersion: number, patch: MapPatch, opId = newId()) =>
  apiRequest<MindMapSaved>(path(id), { method: 'PATCH', body: { opId, baseVersion, ...patch } });

export const deleteMindMap = (id: string) =>
  apiRequest<void>(`${path(id)}?opId=${encodeURIComponent(newId())}`, { method: 'DELETE' });

export const importMindMap = (file: MindMapFile) =>
  apiRequest<MindMapDto>('/api/mind-maps/import', {
    method: 'POST',
    body: { id: newId(), opId: newId(), file },
  });

/** Tasks whose title or description has the words, for linking a node to an existing task. */
export const searchTasks = (q: string, signal?: AbortSignal) =>
  apiRequest<TaskList>(`/api/tasks?q=${encodeURIComponent(q)}`, { signal });

export const createTaskFromNode = (title: string) =>
  apiRequest<Task>('/api/tasks', { method: 'POST', body: { id: newId(), opId: newId(), title } });
