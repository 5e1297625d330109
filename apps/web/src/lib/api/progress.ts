// Progress (XP, level, streak, achievements) and its opt-out, over /api/progress; finished Pomodoro
// work sessions over /api/pomodoro-sessions. Shared (lib/) because the header, the settings dialog,
// the Pomodoro timer and the /gamification screen all read or write it. No toasts here. Both writes go
// through the offline outbox (apiWrite): offline they are kept and sent when the connection returns.
import type {
  CreatePomodoroSessionBody,
  PomodoroSessionDto,
  ProgressDto,
} from '@nova/core/contracts/progress';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api-client.ts';
import { apiWrite } from '../offline/sync.ts';
import { newId, useOpMutation } from './ops.ts';

export const progressKeys = { all: ['progress'] as const };

export const fetchProgress = (signal?: AbortSignal) => apiRequest<ProgressDto>('/api/progress', { signal });

export const progressQueryOptions = () =>
  queryOptions({
    queryKey: progressKeys.all,
    queryFn: ({ signal }) => fetchProgress(signal),
    staleTime: 30_000,
  });

export const saveGameEnabled = (enabled: boolean, opId: string) =>
  apiWrite<ProgressDto>('/api/progress/settings', { method: 'PUT', body: { enabled, opId } });

/** The game switch: the header, toasts and screens follow at once; a failed save puts it back. */
export function useSetGameEnabled() {
  const client = useQueryClient();
  return useOpMutation<ProgressDto, { enabled: boolean; opId?: string }, { previous?: ProgressDto }>({
    mutationFn: ({ enabled, opId }) => saveGameEnabled(enabled, opId),
    onMutate: async ({ enabled }) => {
      await client.cancelQueries({ queryKey: progressKeys.all });
      const previous = client.getQueryData<ProgressDto>(progressKeys.all);
      if (previous) client.setQueryData(progressKeys.all, { ...previous, enabled });
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) client.setQueryData(progressKeys.all, context.previous);
    },
    onSuccess: (answer) => client.setQueryData(progressKeys.all, answer),
  });
}

/** Reports a finished work session (its XP is earned once: the id and opId make a resend harmless). */
export const reportPomodoroSession = (body: Omit<CreatePomodoroSessionBody, 'id' | 'opId'>) =>
  apiWrite<PomodoroSessionDto>('/api/pomodoro-sessions', {
    method: 'POST',
    body: { id: newId(), opId: newId(), ...body },
  });
