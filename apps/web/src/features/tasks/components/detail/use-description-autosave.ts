// Wires the description editor to the autosave machine (lib/autosave.ts) and the task update. Each save
// carries the version at which the editor last matched the server's description; other edits to the task
// (priority, steps…) advance that base. The server merges by field (issue 12): a description changed on
// another device since that base is replaced by this one (last write wins) and the merge notice
// (lib/offline/merge-notices.ts) offers to put it back. A server that still refuses a stale save with
// 409 version_conflict gets the older answer: a calm notice in the section (the task reloads and the
// user's text stays one click away, "Restore my text"): nothing is lost unseen.
import type { Task } from '@nova/core/contracts/tasks';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ExternalContent } from '../../../../components/rich-text/rich-text-editor.tsx';
import { isQueued } from '../../../../lib/api/ops.ts';
import { taskKeys } from '../../../../lib/api/tasks.ts';
import { useUpdateTask } from '../../../../lib/api/update-task.ts';
import { ApiRequestError } from '../../../../lib/api-client.ts';
import { type Autosave, type AutosaveStatus, createAutosave } from '../../../../lib/autosave.ts';

export function useDescriptionAutosave(task: Task, beforeClose: Set<() => void>) {
  const client = useQueryClient();
  const update = useUpdateTask();
  const mutate = useRef(update.mutateAsync);
  mutate.current = update.mutateAsync;
  const [status, setStatus] = useState<AutosaveStatus>('idle');
  /** The user's text that lost a conflict, until restored or dismissed. */
  const [conflict, setConflict] = useState<string | null>(null);
  const [external, setExternal] = useState<ExternalContent>({ html: task.description, rev: 0 });
  const base = useRef({ version: task.version, description: task.description });
  const autosave = useRef<Autosave<string> | null>(null);
  const lastTyped = useRef(task.description);
  const taskId = task.id;

  const restore = useCallback((html: string) => {
    setConflict(null);
    lastTyped.current = html;
    setExternal((current) => ({ html, rev: current.rev + 1 }));
    autosave.current?.change(html);
  }, []);

  useEffect(() => {
    const instance = createAutosave<string>({
      onStatus: setStatus,
      save: async (html) => {
        try {
          const saved = await mutate.current({
            id: taskId,
            description: html,
            baseVersion: base.current.version,
          });
          // Kept offline (QUEUED): the server merges it by field against the same base when it arrives.
          base.current = isQueued(saved)
            ? { version: base.current.version, description: html }
            : { version: saved.version, description: saved.description };
        } catch (error) {
          if (error instanceof ApiRequestError && error.code === 'version_conflict') {
            // Whatever was typed last, including edits made while this save was on its way.
            const mine = lastTyped.current;
            instance.discard();
            void client.invalidateQueries({ queryKey: taskKeys.detail(taskId) });
            setConflict(mine);
            return 'dropped';
          }
          throw error;
        }
      },
    });
    autosave.current = instance;
    const flush = () => void instance.flush();
    beforeClose.add(flush);
    return () => {
      beforeClose.delete(flush);
      void instance.flush().finally(() => instance.dispose());
      autosave.current = null;
    };
  }, [taskId, beforeClose, client]);

  // The server's copy changed (our save, another field, another device).
  useEffect(() => {
    if (task.description === base.current.description) {
      base.current.version = task.version;
      return;
    }
    if (autosave.current?.hasPending()) return; // ours is newer; a conflict, if any, shows on save
    base.current = { version: task.version, description: task.description };
    lastTyped.current = task.description;
    setExternal((current) => ({ html: task.description, rev: current.rev + 1 }));
  }, [task.description, task.version]);

  const onChange = useCallback((html: string) => {
    lastTyped.current = html;
    autosave.current?.change(html);
  }, []);

  return {
    status,
    external,
    onChange,
    conflict,
    restoreConflict: () => {
      if (conflict !== null) restore(conflict);
    },
    dismissConflict: () => setConflict(null),
  };
}
