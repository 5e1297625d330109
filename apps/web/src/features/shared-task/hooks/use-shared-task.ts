// The shared page's state: load the task with the link token, refresh every 30 s while the tab is
// visible (the assignee has no realtime stream) and when it becomes visible again, and the assignee's
// actions. A failure that ends access (delegation cancelled, new link, task deleted) turns the page
// into its error screen; other failures only reject the action so the screen can toast.
import type { Attachment } from '@nova/core/contracts/attachments';
import type { Comment } from '@nova/core/contracts/comments';
import type { SharedTask } from '@nova/core/contracts/shared-task';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  addSharedComment,
  completeSharedTask,
  fetchSharedTask,
  setSharedAssigneeName,
  uploadSharedAttachment,
} from '../api/shared-task.ts';
import { endsAccess, type SharedFailure, sharedFailureOf } from '../shared-errors.ts';
import { hasAccessData } from '../shared-rules.ts';

export const POLL_MS = 30_000;

export type SharedState =
  | { kind: 'loading' }
  | { kind: 'error'; failure: SharedFailure }
  | { kind: 'ready'; data: SharedTask };

export function useSharedTask(taskId: string, token: string) {
  const access = hasAccessData(taskId, token);
  const [state, setState] = useState<SharedState>(() =>
    access
      ? { kind: 'loading' }
      : { kind: 'error', failure: { screen: 'insufficient_access_data', message: '' } },
  );
  const loaded = useRef(false);

  const fail = useCallback((error: unknown) => {
    setState({ kind: 'error', failure: sharedFailureOf(error) });
  }, []);

  const refresh = useCallback(
    async (signal?: AbortSignal) => {
      if (!access) return;
      try {
        const data = await fetchSharedTask(taskId, token, signal);
        loaded.current = true;
        setState({ kind: 'ready', data });
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        // After the first load a passing glitch keeps what is shown; lost access never does.
        if (!loaded.current || endsAccess(error)) fail(error);
      }
    },
    [access, taskId, token, fail],
  );

  useEffect(() => {
    if (!access) return;
    const controller = new AbortController();
    void refresh(controller.signal);
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void refresh();
    }, POLL_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      controller.abort();
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [access, refresh]);

  /** Runs an action; lost access switches to the error screen, anything else is rethrown. */
  const guard = useCallback(
    async <T>(run: () => Promise<T>): Promise<T> => {
      try {
        return await run();
      } catch (error) {
        if (endsAccess(error)) fail(error);
        throw error;
      }
    },
    [fail],
  );

  const setReady = (data: SharedTask) => setState({ kind: 'ready', data });
  const patch = (edit: (data: SharedTask) => SharedTask) =>
    setState((current) => (current.kind === 'ready' ? { kind: 'ready', data: edit(current.data) } : current));

  return {
    state,
    refresh,
    saveName: (name: string) =>
      guard(async () => setReady(await setSharedAssigneeName(taskId, token, name.trim()))),
    complete: () => guard(async () => setReady(await completeSharedTask(taskId, token))),
    addComment: (text: string) =>
      guard(async () => {
        const comment: Comment = await addSharedComment(taskId, token, text.trim());
        patch((data) =>
          data.comments.some((c) => c.id === comment.id)
            ? data
            : { ...data, comments: [...data.comments, comment] },
        );
        return comment;
      }),
    upload: (file: File, onProgress: (fraction: number) => void) =>
      guard(async () => {
        const attachment: Attachment = await uploadSharedAttachment(taskId, token, file, { onProgress });
        patch((data) =>
          data.attachments.some((a) => a.id === attachment.id)
            ? data
            : { ...data, attachments: [...data.attachments, attachment] },
        );
        return attachment;
      }),
  };
}

export type SharedTaskActions = ReturnType<typeof useSharedTask>;
