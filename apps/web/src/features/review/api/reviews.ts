// Review sessions: the open one (resumed after a reload or on another device), start, record a
// decision for the current task, notes, finish. Each answer is the whole session; it replaces the
// cached one.
import type {
  AdvanceReviewBody,
  OpenReviewDto,
  ReviewNotesBody,
  ReviewSessionDto,
  StartReviewBody,
} from '@nova/core/contracts/reviews';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useOpMutation } from '../../../lib/api/ops.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const reviewKeys = {
  all: ['reviews'] as const,
  open: () => ['reviews', 'open'] as const,
};

const path = (id: string) => `/api/reviews/${encodeURIComponent(id)}`;

export const fetchOpenReview = (signal?: AbortSignal) =>
  apiRequest<OpenReviewDto>('/api/reviews/open', { signal });

export const openReviewQueryOptions = () =>
  queryOptions({ queryKey: reviewKeys.open(), queryFn: ({ signal }) => fetchOpenReview(signal) });

type Write<B> = Omit<B, 'opId'> & { opId?: string };

export function useReviewMutations() {
  const client = useQueryClient();
  const keep = (session: ReviewSessionDto) =>
    client.setQueryData<OpenReviewDto>(reviewKeys.open(), { session: session.completed ? null : session });
  const start = useOpMutation<ReviewSessionDto, Write<StartReviewBody>>({
    mutationFn: (body) => apiRequest<ReviewSessionDto>('/api/reviews', { method: 'POST', body }),
    onSuccess: keep,
  });
  const advance = useOpMutation<ReviewSessionDto, Write<AdvanceReviewBody> & { id: string }>({
    mutationFn: ({ id, ...body }) =>
      apiRequest<ReviewSessionDto>(`${path(id)}/advance`, { method: 'POST', body }),
    onSuccess: keep,
    // A 409 means another device moved on: the session as it is now.
    onError: () => void client.invalidateQueries({ queryKey: reviewKeys.open() }),
  });
  const notes = useOpMutation<ReviewSessionDto, Write<ReviewNotesBody> & { id: string }>({
    mutationFn: ({ id, ...body }) =>
      apiRequest<ReviewSessionDto>(`${path(id)}/notes`, { method: 'PUT', body }),
    onSuccess: keep,
  });
  const finish = useOpMutation<ReviewSessionDto, { id: string; opId?: string }>({
    mutationFn: ({ id, opId }) =>
      apiRequest<ReviewSessionDto>(`${path(id)}/finish`, { method: 'POST', body: { opId } }),
    onSuccess: keep,
  });
  return { start, advance, notes, finish };
}
