// Recurring tasks: the user's templates (also those the assistant created), create, pause, resume,
// skip the next occurrence, delete. The server creates each occurrence's task on time; the answers
// replace the cached list's row. Live from other devices through `recurring.changed`.
import type {
  CreateRecurringTaskTemplateBody,
  RecurringTaskTemplateDto,
} from '@nova/core/contracts/recurring';
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

type TemplateList = { templates: RecurringTaskTemplateDto[] };

export const recurringKeys = { all: ['recurring'] as const, list: () => ['recurring', 'list'] as const };

const path = (id: string) => `/api/recurring-templates/${encodeURIComponent(id)}`;

export const recurringListQueryOptions = () =>
  queryOptions({
    queryKey: recurringKeys.list(),
    queryFn: ({ signal }) => apiRequest<TemplateList>('/api/recurring-templates', { signal }),
  });

function writeTemplate(client: QueryClient, template: RecurringTaskTemplateDto): void {
  client.setQueryData<TemplateList>(recurringKeys.list(), (list) => {
    if (!list) return list;
    const known = list.templates.some((t) => t.id === template.id);
    return {
      templates: known
        ? list.templates.map((t) => (t.id === template.id ? template : t))
        : [...list.templates, template],
    };
  });
}

export type CreateRecurringInput = Omit<CreateRecurringTaskTemplateBody, 'opId' | 'id'> & {
  id?: string;
  opId?: string;
};

export function useCreateRecurring() {
  const client = useQueryClient();
  return useOpMutation<RecurringTaskTemplateDto, CreateRecurringInput>(
    {
      mutationFn: (body) => apiWrite('/api/recurring-templates', { method: 'POST', body }),
      onSuccess: (template) => writeTemplate(client, template),
    },
    (input) => stampOp({ ...input, id: input.id ?? newId() }),
  );
}

export type RecurringAction = 'pause' | 'resume' | 'skip-next';

export function useRecurringAction() {
  const client = useQueryClient();
  return useOpMutation<RecurringTaskTemplateDto, { id: string; action: RecurringAction; opId?: string }>({
    mutationFn: ({ id, action, opId }) =>
      apiWrite(`${path(id)}/${action}`, { method: 'POST', body: { opId } }),
    onSuccess: (template) => writeTemplate(client, template),
  });
}

export function useDeleteRecurring() {
  const client = useQueryClient();
  return useOpMutation<void, { id: string; opId?: string }, { snapshot: CacheSnapshot }>({
    mutationFn: ({ id, opId }) => apiWrite<void>(`${path(id)}?${opQuery(opId)}`, { method: 'DELETE' }),
    onMutate: async ({ id }) => {
      const snapshot = await snapshotQueries(client, [recurringKeys.all]);
      client.setQueryData<TemplateList>(recurringKeys.list(), (list) =>
        list ? { templates: list.templates.filter((t) => t.id !== id) } : list,
      );
      return { snapshot };
    },
    onError: (_error, _input, context) => restoreQueries(client, context?.snapshot),
  });
}
