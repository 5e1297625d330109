// /tags: every tag with its colour and task count (the counts per tag); create, rename inline,
// recolour, delete (with confirmation), and the tasks carrying each tag, asked from the server in pages
// when the tag is opened: the page never downloads the account's task list.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyNote, LoadFailedNote, LoadingNote } from '../../../components/ui/load-state.tsx';
import { tagListQueryOptions } from '../../../lib/api/tags.ts';
import { useRealtimeInvalidation } from '../../../lib/api/use-realtime-invalidation.ts';
import { useTaskCounts } from '../../../lib/api/use-task-pages.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useTagActions } from '../hooks/use-tag-actions.ts';
import { sortTags, tagTaskCount } from '../tag-rules.ts';
import { TagCreateForm } from './tag-create-form.tsx';
import { TagRow } from './tag-row.tsx';

/** No list of the page moves the counts' key: realtime events and this device's edits keep them right. */
const NO_LISTS: number[] = [];

export function TagsPage() {
  const { t, i18n } = useTranslation('tags');
  useDocumentTitle(t('title'));
  useRealtimeInvalidation();
  const tagsQuery = useQuery(tagListQueryOptions());
  const counts = useTaskCounts(NO_LISTS, true);
  const actions = useTagActions();
  const tags = useMemo(
    () => sortTags(tagsQuery.data?.tags ?? [], i18n.language),
    [tagsQuery.data, i18n.language],
  );

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
              count={tagTaskCount(tag, counts)}
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
