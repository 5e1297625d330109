// Review sessions: the open one (resumed after a reload or on another device), start, record a
// decision for the current task, notes, finish. Each answer is the whole session; it replaces the
// cached one. Decisions, notes and finishing go through the offline outbox (apiWrite) and show at once
// (the session moves on in the cache; put back if the server refuses); starting needs the server (it
// picks the tasks and counts the day's wins), so it is sent straight away.
import type {
  AdvanceReviewBody,
  OpenReviewDto,
  ReviewNotesBody,
  ReviewSessionDto,
  StartReviewBody,
} from '@nova/core/contracts/reviews';
import { effectiveIndex } from '@nova/core/domain/review';
import { type QueryClient, queryOptions, useQueryClient } from '@tanstack/react-query';
import { type CacheSnapshot, restoreQueries, snapshotQueries, useOpMutation } from '../../../lib/api/ops.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { apiWrite } from '../../../lib/offline/sync.ts';

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
type Snapshot = { snapshot: CacheSnapshot };

/** The open session after a decision, as the server will record it (optimistic). */
export function advanced(session: ReviewSessionDto, body: AdvanceReviewBody, at: string): ReviewSessionDto {
  return {
    ...session,
    reviewed: [
      ...session.reviewed,
      { taskId: body.taskId, action: body.action, date: body.date ?? null, at },
    ],
    currentIndex: effectiveIndex(session.tasks, session.currentIndex + 1),
  };
}

/** Changes the cached open session `id` (when it is the cached one); returns the snapshot to put back. */
async function editOpen(
  client: QueryClient,
  id: string,
  edit: (session: ReviewSessionDto) => ReviewSessionDto | null,
): Promise<Snapshot> {
  const snapshot = await snapshotQueries(client, [reviewKeys.open()]);
  client.setQueryData<OpenReviewDto>(reviewKeys.open(), (open) =>
    open?.session?.id === id ? { session: edit(open.session) } : open,
  );
  return { snapshot };
}

export function useReviewMutations() {
  const client = useQueryClient();
  const keep = (session: ReviewSessionDto) =>
    client.setQueryData<OpenReviewDto>(reviewKeys.open(), { session: session.completed ? null : session });
  const putBack = (_error: unknown, _input: unknown, context: Snapshot | undefined) =>
    restoreQueries(client, context?.snapshot);
  const start = useOpMutation<ReviewSessionDto, Write<StartReviewBody>>({
    mutationFn: (body) => apiRequest<ReviewSessionDto>('/api/reviews', { method: 'POST', body }),
    onSuccess: keep,
  });
  const advance = useOpMutation<ReviewSessionDto, Write<AdvanceReviewBody> & { id: string }, Snapshot>({
    mutationFn: ({ id, ...body }) =>
      apiWrite<ReviewSessionDto>(`${path(id)}/advance`, { method: 'POST', body }),
    onMutate: ({ id, opId: _opId, ...body }) =>
      editOpen(client, id, (session) => advanced(session, body, new Date().toISOString())),
    onSuccess: keep,
    // A 409 means another device moved on: the session as it is now.
    onError: (error, input, context) => {
      putBack(error, input, context);
      void client.invalidateQueries({ queryKey: reviewKeys.open() });
    },
  });
  const notes = useOpMutation<ReviewSessionDto, Write<ReviewNotesBody> & { id: string }, Snapshot>({
    mutationFn: ({ id, ...body }) => apiWrite<ReviewSessionDto>(`${path(id)}/notes`, { method: 'PUT', body }),
    onMutate: ({ id, notes }) => editOpen(client, id, (session) => ({ ...session, notes })),
    onSuccess: keep,
    onError: putBack,
  });
  const finish = useOpMutation<ReviewSessionDto, { id: string; opId?: string }, Snapshot>({
    mutationFn: ({ id, opId }) =>
      apiWrite<ReviewSessionDto>(`${path(id)}/finish`, { method: 'POST', body: { opId } }),
    onMutate: ({ id }) => editOpen(client, id, () => null),
    onSuccess: keep,
    onError: putBack,
  });
  return { start, advance, notes, finish };
}
