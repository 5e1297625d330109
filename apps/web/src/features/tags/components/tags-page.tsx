// /tags: every tag with its colour and task count; create, rename inline, recolour, delete (with
// confirmation), and the tasks carrying each tag.
import type { TaskSummary } from '@nova/core/contracts/tasks';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyNote, LoadFailedNote, LoadingNote } from '../../../components/ui/load-state.tsx';
import { tagListQueryOptions } from '../../../lib/api/tags.ts';
import { taskListQueryOptions } from '../../../lib/api/tasks.ts';
import { useRealtimeInvalidation } from '../../../lib/api/use-realtime-invalidation.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useTagActions } from '../hooks/use-tag-actions.ts';
import { sortTags, tasksWithTag } from '../tag-rules.ts';
import { TagCreateForm } from './tag-create-form.tsx';
import { TagRow } from './tag-row.tsx';

const allTasks = taskListQueryOptions({});

export function TagsPage() {
  const { t, i18n } = useTranslation('tags');
  useDocumentTitle(t('title'));
  useRealtimeInvalidation();
  const tagsQuery = useQuery(tagListQueryOptions());
  const tasksQuery = useQuery(allTasks);
  const actions = useTagActions();
  const tags = useMemo(
    () => sortTags(tagsQuery.data?.tags ?? [], i18n.language),
    [tagsQuery.data, i18n.language],
  );
  const tasks = tasksQuery.data?.tasks;
  const tasksOf = (tagId: string): TaskSummary[] | null => (tasks ? tasksWithTag(tasks, tagId) : null);

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-3xl font-semibold tracking-tight">{t('title')}</h1>
        <p className="text-muted-foreground">{t('lead')}</p>
      </header>
      <TagCreateForm creating={actions.creating} onCreate={actions.create} />
      {tagsQuery.isPending ? (
        <LoadingNote>{t('loading')}</LoadingNote>
      ) : tagsQuery.isError && !tagsQuery.data ? (
        <LoadFailedNote
          message={t('loadFailed')}
          retryLabel={t('retry')}
          onRetry={() => void tagsQuery.refetch()}
        />
      ) : tags.length === 0 ? (
        <EmptyNote>{t('empty')}</EmptyNote>
      ) : (
        <ul aria-label={t('listLabel')} className="flex flex-col gap-2">
          {tags.map((tag) => (
            <TagRow
              key={tag.id}
              tag={tag}
              tasks={tasksOf(tag.id)}
              onRename={actions.rename}
              onRecolor={actions.recolor}
              onDelete={actions.remove}
              onDetach={actions.detach}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
