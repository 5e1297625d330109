// Nova, the assistant: fetchers, query keys and hooks over the /api/ai routes (parse, group,
// groupings, daily priorities, chat, personas, behaviour patterns, recurring templates). The server
// answers every call (the browser never holds a key) and never applies anything; accepted chat
// actions go through the ordinary task/strategy hooks. No toasts here: screens map errors.

import type { AiLocale } from '@nova/core/ai/limits';
import type { CoachPersona, PersonaId } from '@nova/core/ai/personas';
import type {
  AiChatBody,
  AiChatReply,
  AiGroupBody,
  AiGroupResult,
  AiParseBody,
  AiParseResult,
  BehaviourPatternsDto,
  CreateRecurringTemplateBody,
  DailyPrioritiesDto,
  GroupingList,
  RecurringTemplateDto,
  UpdateRecurringTemplateBody,
} from '@nova/core/contracts/ai';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api-client.ts';

export const aiKeys = {
  all: ['ai'] as const,
  groupings: () => ['ai', 'groupings'] as const,
  priorities: (locale: AiLocale) => ['ai', 'priorities', locale] as const,
  personas: (locale: AiLocale) => ['ai', 'personas', locale] as const,
  persona: () => ['ai', 'persona'] as const,
  patterns: () => ['ai', 'patterns'] as const,
};

/** The user's IANA zone, so "tomorrow" and "Friday" mean the user's days. */
export function userTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** The interface language as the assistant's locale (ru, en or fr; anything else: en). */
export function aiLocaleOf(language: string | undefined): AiLocale {
  const short = (language ?? '').slice(0, 2);
  return short === 'ru' || short === 'fr' ? short : 'en';
}

// ---- fetchers

export const parseTasks = (body: AiParseBody, signal?: AbortSignal) =>
  apiRequest<AiParseResult>('/api/ai/parse', { method: 'POST', body, signal });

export const groupTasksWithAi = (body: AiGroupBody) =>
  apiRequest<AiGroupResult>('/api/ai/group', { method: 'POST', body });

export const fetchGroupings = (signal?: AbortSignal) =>
  apiRequest<GroupingList>('/api/ai/groupings', { signal });

export const fetchDailyPriorities = (locale: AiLocale, signal?: AbortSignal) =>
  apiRequest<DailyPrioritiesDto>('/api/ai/priorities', {
    method: 'POST',
    body: { locale, timeZone: userTimeZone() },
    signal,
  });

export const sendChat = (body: AiChatBody, signal?: AbortSignal) =>
  apiRequest<AiChatReply>('/api/ai/chat', { method: 'POST', body, signal });

export const fetchPersonas = (locale: AiLocale, signal?: AbortSignal) =>
  apiRequest<{ personas: CoachPersona[] }>(`/api/ai/personas?locale=${locale}`, { signal });

export const fetchPersona = (signal?: AbortSignal) =>
  apiRequest<{ persona: PersonaId }>('/api/ai/persona', { signal });

export const savePersona = (persona: PersonaId) =>
  apiRequest<{ persona: PersonaId }>('/api/ai/persona', { method: 'PUT', body: { persona } });

export const fetchPatterns = (signal?: AbortSignal) =>
  apiRequest<BehaviourPatternsDto>('/api/ai/patterns', { signal });

export const resetPatterns = () => apiRequest<void>('/api/ai/patterns', { method: 'DELETE' });

export const createRecurringTemplate = (body: CreateRecurringTemplateBody) =>
  apiRequest<RecurringTemplateDto>('/api/ai/recurring/templates', { method: 'POST', body });

export const updateRecurringTemplate = (id: string, body: UpdateRecurringTemplateBody) =>
  apiRequest<RecurringTemplateDto>(`/api/ai/recurring/templates/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body,
  });

export const fetchRecurringTemplates = (signal?: AbortSignal) =>
  apiRequest<{ templates: RecurringTemplateDto[] }>('/api/ai/recurring/templates', { signal });

// ---- queries

/** The latest 10 groupings and the one still reusable (< 24 h). */
export const groupingsQueryOptions = () =>
  queryOptions({
    queryKey: aiKeys.groupings(),
    queryFn: ({ signal }) => fetchGroupings(signal),
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
  });

/** Today's focus: asked once per 5 minutes at most (a refresh button asks again). */
export const dailyPrioritiesQueryOptions = (locale: AiLocale) =>
  queryOptions({
    queryKey: aiKeys.priorities(locale),
    queryFn: ({ signal }) => fetchDailyPriorities(locale, signal),
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
    retry: false,
  });

export const personasQueryOptions = (locale: AiLocale) =>
  queryOptions({
    queryKey: aiKeys.personas(locale),
    queryFn: ({ signal }) => fetchPersonas(locale, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const personaQueryOptions = () =>
  queryOptions({
    queryKey: aiKeys.persona(),
    queryFn: ({ signal }) => fetchPersona(signal),
    staleTime: 60_000,
  });

export const patternsQueryOptions = () =>
  queryOptions({ queryKey: aiKeys.patterns(), queryFn: ({ signal }) => fetchPatterns(signal) });

// ---- mutations

export function useParseTasks() {
  return useMutation({ mutationFn: (body: AiParseBody) => parseTasks(body) });
}

/**
 * Groups the open tasks. The answer becomes the reusable grouping at once, also when the server could
 * not save it (id null): SPEC §4 keeps such a grouping in memory, and the query cache is that memory.
 */
export function useGroupTasks() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AiGroupBody) => groupTasksWithAi(body),
    onSuccess: (result) => {
      client.setQueryData<GroupingList>(aiKeys.groupings(), (list) => ({
        groupings: result.saved
          ? [result.grouping, ...(list?.groupings ?? []).filter((g) => g.id !== result.grouping.id)].slice(
              0,
              10,
            )
          : (list?.groupings ?? []),
        reusable: result.grouping,
      }));
    },
  });
}

export function useChat() {
  return useMutation({ mutationFn: (body: AiChatBody) => sendChat(body) });
}

export function useSavePersona() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (persona: PersonaId) => savePersona(persona),
    onMutate: async (persona) => {
      await client.cancelQueries({ queryKey: aiKeys.persona() });
      const previous = client.getQueryData<{ persona: PersonaId }>(aiKeys.persona());
      client.setQueryData(aiKeys.persona(), { persona });
      return { previous };
    },
    onError: (_error, _persona, context) => {
      if (context?.previous) client.setQueryData(aiKeys.persona(), context.previous);
    },
    onSuccess: (answer) => client.setQueryData(aiKeys.persona(), answer),
  });
}

export function useResetPatterns() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resetPatterns,
    onSettled: () => client.invalidateQueries({ queryKey: aiKeys.patterns() }),
  });
}

/** After tasks change because of the assistant, today's focus and the groupings may be out of date. */
export function invalidateAssistantViews(client: ReturnType<typeof useQueryClient>): void {
  void client.invalidateQueries({ queryKey: ['ai', 'priorities'] });
}
