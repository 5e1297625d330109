// One tag: colour, name (renamed inline), task count, the tasks carrying it (asked when opened), delete.
import type { Tag } from '@nova/core/contracts/tags';
import type { TagColor } from '@nova/core/domain/validation';
import { ChevronDown, Pencil } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import type { NameErrorKey } from '../hooks/use-tag-actions.ts';
import { TagColorPicker } from './tag-color-picker.tsx';
import { TagDeleteDialog } from './tag-delete-dialog.tsx';
import { TagRenameField } from './tag-rename-field.tsx';
import { TagTasks } from './tag-tasks.tsx';

type Props = {
  tag: Tag;
  /** How many tasks carry it. */
  count: number;
  onRename: (id: string, name: string, onDone: () => void, onNameError: (key: NameErrorKey) => void) => void;
  onRecolor: (id: string, color: TagColor | null) => void;
  onDelete: (id: string) => void;
  onDetach: (taskId: string, tagId: string) => void;
};

export function TagRow({ tag, count, onRename, onRecolor, onDelete, onDetach }: Props) {
  const { t } = useTranslation('tags');
  const tasksId = useId();
  const [renaming, setRenaming] = useState(false);
  const [open, setOpen] = useState(false);

  return (
    <li className="flex flex-col gap-2 rounded-xl border border-border bg-card px-3 py-2">
      <div className="flex flex-wrap items-center gap-2">
        <TagColorPicker name={tag.name} color={tag.color} onChange={(color) => onRecolor(tag.id, color)} />
        {renaming ? (
          <TagRenameField
            name={tag.name}
            onSave={(name, onDone, onNameError) => onRename(tag.id, name, onDone, onNameError)}
            onClose={() => setRenaming(false)}
          />
        ) : (
          <>
            <span className="min-w-0 flex-1 font-medium break-words">{tag.name}</span>
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('rename.start', { name: tag.name })}
              title={t('rename.start', { name: tag.name })}
              onClick={() => setRenaming(true)}
              className="size-9 text-muted-foreground"
            >
              <Pencil aria-hidden="true" />
            </Button>
          </>
        )}
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={open}
          aria-controls={open ? tasksId : undefined}
          onClick={() => setOpen(!open)}
          className="text-muted-foreground"
        >
          {t('count', { count })}
          <span className="sr-only">{t('tasks.about', { name: tag.name })}</span>
          <ChevronDown
            aria-hidden="true"
            className={cn('transition-transform motion-reduce:transition-none', open && 'rotate-180')}
          />
        </Button>
        <TagDeleteDialog name={tag.name} onConfirm={() => onDelete(tag.id)} />
      </div>
      {open ? (
        <TagTasks
          id={tasksId}
          tagId={tag.id}
          name={tag.name}
          total={count}
          onDetach={(taskId) => onDetach(taskId, tag.id)}
        />
      ) : null}
    </li>
  );
}
