// Tags of the task: chips with a remove button, and an "Add tag" popover that finds an existing tag
// or creates a new one inline (Enter picks the exact match, else creates).
import type { Tag } from '@nova/core/contracts/tags';
import type { Task } from '@nova/core/contracts/tasks';
import * as Popover from '@radix-ui/react-popover';
import { useQuery } from '@tanstack/react-query';
import { Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { buttonClasses } from '../../../../components/ui/button.tsx';
import { newId } from '../../../../lib/api/ops.ts';
import { tagListQueryOptions, useAttachTag, useCreateTag, useDetachTag } from '../../../../lib/api/tags.ts';
import { ApiRequestError } from '../../../../lib/api-client.ts';

const MAX_SUGGESTIONS = 8;
const TAG_NAME_MAX = 50;

export function TagsField({ task }: { task: Task }) {
  const { t } = useTranslation('task-detail');
  const labelId = useId();
  const tags = useQuery(tagListQueryOptions());
  const detach = useDetachTag();
  const byId = new Map<string, Tag>();
  for (const tag of task.tags) byId.set(tag.id, tag);
  for (const tag of tags.data?.tags ?? []) byId.set(tag.id, tag);
  const attached = task.tagIds.flatMap((id) => {
    const tag = byId.get(id);
    return tag ? [tag] : [];
  });

  return (
    <div className="flex flex-col gap-1.5">
      <span id={labelId} className="text-sm font-semibold">
        {t('tags.label')}
      </span>
      <ul aria-labelledby={labelId} className="flex flex-wrap gap-2">
        {attached.map((tag) => (
          <li
            key={tag.id}
            className="flex items-center gap-1 rounded-full border border-border bg-muted py-0.5 pr-1 pl-3 text-sm"
          >
            {tag.name}
            <button
              type="button"
              aria-label={t('tags.remove', { name: tag.name })}
              onClick={() =>
                detach
                  .mutateAsync({ taskId: task.id, tagId: tag.id })
                  .catch(() => toast.error(t('errors.update')))
              }
              className="rounded-full p-1 text-muted-foreground hover:bg-background hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <X aria-hidden="true" className="size-3.5" />
            </button>
          </li>
        ))}
        <li>
          <AddTagPopover task={task} allTags={tags.data?.tags ?? []} />
        </li>
      </ul>
    </div>
  );
}

function AddTagPopover({ task, allTags }: { task: Task; allTags: Tag[] }) {
  const { t } = useTranslation('task-detail');
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const inputId = useId();
  const attach = useAttachTag();
  const create = useCreateTag();

  const name = query.trim();
  const key = name.toLocaleLowerCase();
  const available = allTags.filter((tag) => !task.tagIds.includes(tag.id));
  const matches = available
    .filter((tag) => key === '' || tag.name.toLocaleLowerCase().includes(key))
    .slice(0, MAX_SUGGESTIONS);
  const exact = allTags.find((tag) => tag.name.toLocaleLowerCase() === key);

  const attachTag = (tag: Tag) => {
    setOpen(false);
    setQuery('');
    if (task.tagIds.includes(tag.id)) return;
    attach.mutateAsync({ taskId: task.id, tagId: tag.id }).catch(() => toast.error(t('errors.update')));
  };

  const createTag = () => {
    if (name === '') return;
    setOpen(false);
    setQuery('');
    // The tag's id is made here, so it can be attached while the creation waits in the offline outbox.
    const id = newId();
    create
      .mutateAsync({ name, id })
      .then(() => attach.mutateAsync({ taskId: task.id, tagId: id }))
      .catch((error: unknown) => {
        const taken = error instanceof ApiRequestError && error.code === 'tag_name_taken';
        toast.error(t(taken ? 'errors.tagTaken' : 'errors.tagCreate'));
      });
  };

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        className={buttonClasses('ghost', 'sm', 'h-7 rounded-full border border-dashed border-border')}
      >
        <Plus aria-hidden="true" />
        {t('tags.add')}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={6}
          className="z-[60] flex w-72 flex-col gap-2 rounded-xl border border-border bg-popover p-3 text-popover-foreground shadow-lg"
        >
          <label htmlFor={inputId} className="text-sm font-medium">
            {t('tags.search')}
          </label>
          <input
            id={inputId}
            value={query}
            maxLength={TAG_NAME_MAX}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              if (exact) attachTag(exact);
              else createTag();
            }}
            className="h-9 rounded-md border border-input bg-background px-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          />
          <ul className="flex max-h-56 flex-col gap-0.5 overflow-y-auto">
            {matches.map((tag) => (
              <li key={tag.id}>
                <button
                  type="button"
                  onClick={() => attachTag(tag)}
                  className="w-full rounded-md px-2 py-1.5 text-left text-sm hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {tag.name}
                </button>
              </li>
            ))}
            {name !== '' && !exact ? (
              <li>
                <button
                  type="button"
                  onClick={createTag}
                  className="flex w-full items-center gap-2 rounded-md px-2 py-1.5 text-left text-sm text-primary hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <Plus aria-hidden="true" className="size-4" />
                  {t('tags.create', { name })}
                </button>
              </li>
            ) : null}
          </ul>
          {matches.length === 0 && name === '' ? (
            <p className="text-xs text-muted-foreground">{t('tags.hint')}</p>
          ) : null}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
