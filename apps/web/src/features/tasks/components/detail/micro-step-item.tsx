// One micro-step row: drag handle, checkbox with the title as its label, inline rename, move up/down
// and delete. Buttons at the ends of the list stay focusable (aria-disabled) so focus never drops.

import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { MicroTask } from '@nova/core/contracts/micro-tasks';
import { ArrowDown, ArrowUp, GripVertical, Pencil, Trash2 } from 'lucide-react';
import { type ReactNode, type Ref, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { cn } from '../../../../lib/cn.ts';
import type { MicroStepActions } from './micro-steps-section.tsx';

export type MicroStepItemProps = {
  step: MicroTask;
  index: number;
  count: number;
  actions: MicroStepActions;
};

export function MicroStepItem({ step, index, count, actions }: MicroStepItemProps) {
  const { t } = useTranslation('task-detail');
  const checkboxId = useId();
  const [editing, setEditing] = useState(false);
  // The box flips on the click itself; the cache (optimistic, then the server) follows a tick later.
  const [checked, setChecked] = useState(step.completed);
  useEffect(() => setChecked(step.completed), [step.completed]);
  const renameButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    // Back on the rename button after renaming, so keyboard users keep their place.
    if (wasEditing.current && !editing) renameButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: step.id });
  const title = step.title;

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cn(
        'group flex items-center gap-1 rounded-lg border border-transparent px-1 py-1 hover:border-border',
        isDragging && 'relative z-10 border-border bg-card shadow-md',
      )}
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        {...attributes}
        {...listeners}
        aria-label={t('steps.drag', { title })}
        className="cursor-grab touch-none rounded p-1 text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring active:cursor-grabbing"
      >
        <GripVertical aria-hidden="true" className="size-4" />
      </button>
      <input
        id={checkboxId}
        type="checkbox"
        checked={checked}
        onChange={() => {
          setChecked(!checked);
          actions.toggle(step);
        }}
        className="size-4 shrink-0 accent-[var(--primary)]"
      />
      {editing ? (
        <RenameInput
          step={step}
          onDone={(next) => {
            setEditing(false);
            if (next !== null) actions.rename(step, next);
          }}
        />
      ) : (
        <label
          htmlFor={checkboxId}
          className={cn(
            'min-w-0 flex-1 cursor-pointer px-1 text-sm break-words',
            checked && 'text-muted-foreground line-through',
          )}
        >
          {title}
        </label>
      )}
      <div className="flex shrink-0 items-center opacity-100 sm:opacity-60 sm:group-focus-within:opacity-100 sm:group-hover:opacity-100">
        <IconButton
          label={t('steps.moveUp', { title })}
          disabled={index === 0}
          onClick={() => actions.move(index, index - 1)}
        >
          <ArrowUp />
        </IconButton>
        <IconButton
          label={t('steps.moveDown', { title })}
          disabled={index === count - 1}
          onClick={() => actions.move(index, index + 1)}
        >
          <ArrowDown />
        </IconButton>
        <IconButton
          buttonRef={renameButton}
          label={t('steps.rename', { title })}
          onClick={() => setEditing(true)}
        >
          <Pencil />
        </IconButton>
        <IconButton label={t('steps.delete', { title })} onClick={() => actions.remove(step)}>
          <Trash2 />
        </IconButton>
      </div>
    </li>
  );
}

function RenameInput({ step, onDone }: { step: MicroTask; onDone: (title: string | null) => void }) {
  const { t } = useTranslation('task-detail');
  const [draft, setDraft] = useState(step.title);
  const finished = useRef(false);

  const finish = (save: boolean) => {
    if (finished.current) return;
    const clean = draft.trim();
    if (save && clean === '') {
      toast.error(t('errors.stepEmpty'), { id: 'step-title-empty' });
      finished.current = true;
      onDone(null);
      return;
    }
    finished.current = true;
    onDone(save ? clean : null);
  };

  return (
    <input
      // biome-ignore lint/a11y/noAutofocus: the user just asked to rename this step.
      autoFocus
      data-own-escape=""
      aria-label={t('steps.renameLabel')}
      value={draft}
      maxLength={500}
      onChange={(event) => setDraft(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
          event.preventDefault();
          finish(true);
        } else if (event.key === 'Escape') {
          event.preventDefault();
          finish(false);
        }
      }}
      onBlur={() => finish(true)}
      className="h-8 min-w-0 flex-1 rounded-md border border-input bg-background px-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    />
  );
}

type IconButtonProps = {
  label: string;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
  buttonRef?: Ref<HTMLButtonElement>;
};

function IconButton({ label, disabled, onClick, children, buttonRef }: IconButtonProps) {
  return (
    <button
      ref={buttonRef}
      type="button"
      aria-label={label}
      title={label}
      aria-disabled={disabled || undefined}
      onClick={() => {
        if (!disabled) onClick();
      }}
      className="inline-flex size-8 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-disabled:opacity-30 [&_svg]:size-4"
    >
      <span aria-hidden="true" className="contents">
        {children}
      </span>
    </button>
  );
}
