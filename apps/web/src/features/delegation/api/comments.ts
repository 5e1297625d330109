// Comments of a task, the owner's side: list (oldest first) and add (an opId makes a retry harmless).
// Rows of their own on the server, so two people writing at once both keep their words.
import type { Comment, CommentList } from '@nova/core/contracts/comments';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { newId } from '../../../lib/api/ops.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const commentKeys = {
  all: ['comments'] as const,
  task: (taskId: string) => ['comments', taskId] as const,
};

const path = (taskId: string) => `/api/tasks/${encodeURIComponent(taskId)}/comments`;

export const fetchComments = (taskId: string, signal?: AbortSignal) =>
  apiRequest<CommentList>(path(taskId), { signal });

export const addComment = (taskId: string, text: string, opId: string) =>
  apiRequest<Comment>(path(taskId), { method: 'POST', body: { text, opId } });

export const commentsQueryOptions = (taskId: string) =>
  queryOptions({
    queryKey: commentKeys.task(taskId),
    queryFn: ({ signal }) => fetchComments(taskId, signal),
    staleTime: 30_000,
  });

/** Adds a comment; the answer goes into the list at once (the realtime echo only refetches). */
export function useAddComment(taskId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ text, opId }: { text: string; opId?: string }) =>
      addComment(taskId, text, opId ?? newId()),
    onSuccess: (comment) =>
      client.setQueryData<CommentList>(commentKeys.task(taskId), (list) =>
        list && !list.comments.some((c) => c.id === comment.id)
          ? { comments: [...list.comments, comment] }
          : list,
      ),
    onSettled: () => void client.invalidateQueries({ queryKey: commentKeys.task(taskId) }),
  });
}
