// The task title with inline edit: Enter saves (trimmed), Escape cancels, blank is refused with SPEC's
// toast and nothing is saved. Leaving the field saves too, so a typed title is never lost.
import type { Task } from '@nova/core/contracts/tasks';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { Pencil } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../../components/ui/button.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { useUpdateTask } from '../../../../lib/api/update-task.ts';

/** Mirrors the contract's title rule (trimmed, not blank) without importing zod into the bundle. */
export function cleanTitle(raw: string): string | null {
  const title = raw.trim();
  return title === '' ? null : title;
}

export function TitleEditor({ task }: { task: Task }) {
  const { t } = useTranslation('task-detail');
  const update = useUpdateTask();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(task.title);
  const [invalid, setInvalid] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const done = useRef(false);
  const wasEditing = useRef(false);

  useEffect(() => {
    // Back on the pencil after an edit, so keyboard users keep their place.
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const begin = () => {
    setDraft(task.title);
    setInvalid(false);
    done.current = false;
    setEditing(true);
  };

  const save = () => {
    if (done.current) return;
    const title = cleanTitle(draft);
    if (title === null) {
      setInvalid(true);
      toast.error(t('errors.titleEmpty'), { id: 'task-title-empty' });
      return;
    }
    done.current = true;
    setEditing(false);
    if (title === task.title) return;
    update.mutateAsync({ id: task.id, title }).catch(() => toast.error(t('errors.title')));
  };

  const cancel = () => {
    done.current = true;
    setEditing(false);
  };

  if (editing) {
    return (
      <div className="flex flex-col gap-1">
        <DialogPrimitive.Title className="sr-only">{task.title}</DialogPrimitive.Title>
        <Input
          autoFocus
          data-own-escape=""
          aria-label={t('title.label')}
          aria-invalid={invalid || undefined}
          maxLength={500}
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            if (invalid) setInvalid(false);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
              event.preventDefault();
              save();
            } else if (event.key === 'Escape') {
              event.preventDefault();
              cancel();
            }
          }}
          onBlur={() => {
            if (done.current) return;
            // Refused like Enter, but the user has moved on: the old title stays.
            if (cleanTitle(draft) === null) {
              toast.error(t('errors.titleEmpty'), { id: 'task-title-empty' });
              cancel();
            } else save();
          }}
          className="h-12 text-xl font-semibold"
        />
        <p className="text-xs text-muted-foreground">{t('title.hint')}</p>
      </div>
    );
  }

  return (
    <div className="flex items-start gap-2">
      <DialogPrimitive.Title className="min-w-0 flex-1 text-2xl font-semibold break-words">
        {task.title}
      </DialogPrimitive.Title>
      <Button ref={editButton} variant="ghost" size="icon" aria-label={t('title.edit')} onClick={begin}>
        <Pencil aria-hidden="true" />
      </Button>
    </div>
  );
}
