// /task-manager-test exactly as SPEC §2: counters, the add box ('Задача' / 'Идея', Enter adds a
// task), the list with status icons and the 'Идея' badge, row actions, empty and loading texts. The
// counters come from the counts; the list walks the statuses, one section per status, each a paged list
// from the server (walkthrough-rules.ts): a row moves to its new status's section as its action runs.
import type { TaskStatus } from '@nova/core/domain/status';
import { useTranslation } from 'react-i18next';
import { EmptyNote, LoadFailedNote, LoadingNote } from '../../../components/ui/load-state.tsx';
import { useRealtimeInvalidation } from '../../../lib/api/use-realtime-invalidation.ts';
import { useTaskCounts, useTaskPages } from '../../../lib/api/use-task-pages.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useWalkthroughActions } from '../hooks/use-walkthrough-actions.ts';
import {
  STATUS_PAGES,
  statusParams,
  type WalkthroughCounters,
  walkthroughCounters,
  walkthroughSections,
} from '../walkthrough-rules.ts';
import { StatusSection } from './status-section.tsx';
import { WalkthroughAddForm } from './walkthrough-add-form.tsx';

export function StatusWalkthroughPage() {
  const { t } = useTranslation('status-walkthrough');
  useDocumentTitle(t('title'));
  useRealtimeInvalidation();
  // SPEC's three statuses are always asked (a task added or moved there has a list to land in); the
  // others only while the counts say they hold tasks (their sections mount their own lists).
  const waiting = useTaskPages(statusParams.waiting, STATUS_PAGES);
  const inProgress = useTaskPages(statusParams.inProgress, STATUS_PAGES);
  const completed = useTaskPages(statusParams.completed, STATUS_PAGES);
  const lists = [waiting, inProgress, completed].map((pages) => pages.query);
  const counts = useTaskCounts(lists.map((list) => list.data?.seq));
  const actions = useWalkthroughActions();
  const sections = walkthroughSections(counts);
  const pending = lists.some((list) => list.isPending);
  const failed = lists.find((list) => list.isError && !list.data);
  const empty = counts
    ? counts.views.all === 0 && lists.every((list) => list.data?.tasks.length === 0)
    : lists.every((list) => list.data && list.data.tasks.length === 0);
  const pagesOf = (status: TaskStatus) =>
    status === 'waiting'
      ? waiting
      : status === 'inProgress'
        ? inProgress
        : status === 'completed'
          ? completed
          : null;

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-3xl font-semibold tracking-tight">{t('title')}</h1>
        <p className="text-muted-foreground">{t('lead')}</p>
      </header>
      <Counters counters={walkthroughCounters(counts)} />
      <WalkthroughAddForm onAdd={actions.add} adding={actions.adding} />
      <section aria-label={t('list.label')} className="flex flex-col gap-4">
        {failed ? (
          <LoadFailedNote
            message={t('list.loadFailed')}
            retryLabel={t('list.retry')}
            onRetry={() => {
              for (const list of lists) if (list.isError) void list.refetch();
            }}
          />
        ) : pending ? (
          <LoadingNote>{t('list.loading')}</LoadingNote>
        ) : empty ? (
          <EmptyNote>{t('list.empty')}</EmptyNote>
        ) : (
          sections.map((status) => (
            <StatusSection
              key={status}
              status={status}
              pages={pagesOf(status)}
              total={counts?.statuses?.[status] ?? null}
              busy={actions.busy}
              onStatus={actions.setStatus}
              onDelete={actions.destroy}
            />
          ))
        )}
      </section>
    </div>
  );
}

function Counters({ counters }: { counters: WalkthroughCounters | null }) {
  const { t } = useTranslation('status-walkthrough');
  const items = ['total', 'waiting', 'inProgress', 'completed'] as const;
  return (
    <section aria-labelledby="walkthrough-counters-heading" aria-busy={counters === null}>
      <h2 id="walkthrough-counters-heading" className="sr-only">
        {t('counters.label')}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {items.map((key) => (
          <div key={key} className="flex flex-col rounded-xl border border-border bg-card px-4 py-3">
            <dt className="text-sm text-muted-foreground">{t(`counters.${key}`)}</dt>
            <dd className="text-2xl font-semibold tabular-nums">{counters ? counters[key] : '–'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
