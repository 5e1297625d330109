// /task-manager-test exactly as SPEC §2: counters, the add box ('Задача' / 'Идея', Enter adds a
// task), the list with status icons and the 'Идея' badge, row actions, empty and loading texts.
import type { TaskSummary } from '@nova/core/contracts/tasks';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyNote, LoadFailedNote, LoadingNote } from '../../../components/ui/load-state.tsx';
import { taskListQueryOptions } from '../../../lib/api/tasks.ts';
import { useRealtimeInvalidation } from '../../../lib/api/use-realtime-invalidation.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useWalkthroughActions } from '../hooks/use-walkthrough-actions.ts';
import { type WalkthroughCounters, walkthroughCounters } from '../walkthrough-rules.ts';
import { WalkthroughAddForm } from './walkthrough-add-form.tsx';
import { WalkthroughTaskRow } from './walkthrough-task-row.tsx';

const allTasks = taskListQueryOptions({});
const noTasks: TaskSummary[] = [];

export function StatusWalkthroughPage() {
  const { t } = useTranslation('status-walkthrough');
  useDocumentTitle(t('title'));
  useRealtimeInvalidation();
  const query = useQuery(allTasks);
  const tasks = query.data?.tasks ?? noTasks;
  const actions = useWalkthroughActions();

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-3xl font-semibold tracking-tight">{t('title')}</h1>
        <p className="text-muted-foreground">{t('lead')}</p>
      </header>
      <Counters counters={walkthroughCounters(tasks)} />
      <WalkthroughAddForm onAdd={actions.add} adding={actions.adding} />
      <section aria-label={t('list.label')} className="flex flex-col gap-2">
        {query.isPending ? (
          <LoadingNote>{t('list.loading')}</LoadingNote>
        ) : query.isError && !query.data ? (
          <LoadFailedNote
            message={t('list.loadFailed')}
            retryLabel={t('list.retry')}
            onRetry={() => void query.refetch()}
          />
        ) : tasks.length === 0 ? (
          <EmptyNote>{t('list.empty')}</EmptyNote>
        ) : (
          <ul className="flex flex-col gap-2">
            {tasks.map((task) => (
              <WalkthroughTaskRow
                key={task.id}
                task={task}
                busy={actions.busy.get(task.id)}
                onStatus={actions.setStatus}
                onDelete={actions.destroy}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function Counters({ counters }: { counters: WalkthroughCounters }) {
  const { t } = useTranslation('status-walkthrough');
  const items = ['total', 'waiting', 'inProgress', 'completed'] as const;
  return (
    <section aria-labelledby="walkthrough-counters-heading">
      <h2 id="walkthrough-counters-heading" className="sr-only">
        {t('counters.label')}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {items.map((key) => (
          <div key={key} className="flex flex-col rounded-xl border border-border bg-card px-4 py-3">
            <dt className="text-sm text-muted-foreground">{t(`counters.${key}`)}</dt>
            <dd className="text-2xl font-semibold tabular-nums">{counters[key]}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
