// /strategy: strategies, highest priority first, each with its colour, priority, progress and tasks;
// create / edit / delete; assigning tasks and accepting suggested strategies. The global top bar steps
// aside here (lib/nav.ts), so the page has its own header with the way back to the tasks.
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { LoadFailedNote, LoadingNote } from '../../../components/ui/load-state.tsx';
import { strategyListQueryOptions } from '../../../lib/api/strategies.ts';
import { taskListQueryOptions } from '../../../lib/api/tasks.ts';
import { useRealtimeInvalidation } from '../../../lib/api/use-realtime-invalidation.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useStrategyActions } from '../hooks/use-strategy-actions.ts';
import { sortStrategies, tasksByStrategy, unassignedTasks } from '../strategy-rules.ts';
import { StrategyCard } from './strategy-card.tsx';
import { StrategyFormDialog } from './strategy-form-dialog.tsx';
import { UnassignedTasks } from './unassigned-tasks.tsx';

const allTasks = taskListQueryOptions({});

export function StrategyPage() {
  const { t } = useTranslation('strategy');
  useDocumentTitle(t('title'));
  useRealtimeInvalidation();
  const strategiesQuery = useQuery(strategyListQueryOptions());
  const tasksQuery = useQuery(allTasks);
  const actions = useStrategyActions();
  const [creating, setCreating] = useState(false);

  const strategies = useMemo(
    () => sortStrategies(strategiesQuery.data?.strategies ?? []),
    [strategiesQuery.data],
  );
  const tasks = tasksQuery.data?.tasks;
  const grouped = useMemo(() => tasksByStrategy(tasks ?? []), [tasks]);
  const candidates = useMemo(
    () => unassignedTasks(tasks ?? [], new Set(strategies.map((s) => s.id))),
    [tasks, strategies],
  );

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-8 px-4 py-8 sm:px-6">
      <header className="flex flex-col gap-4">
        <Link to="/app" className={buttonClasses('ghost', 'sm', 'self-start -ml-2')}>
          <ArrowLeft aria-hidden="true" />
          {t('backToTasks')}
        </Link>
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="flex flex-col gap-1">
            <h1 className="text-3xl font-semibold tracking-tight">{t('title')}</h1>
            <p className="max-w-2xl text-muted-foreground">{t('lead')}</p>
          </div>
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" />
            {t('create')}
          </Button>
        </div>
      </header>

      {strategiesQuery.isPending ? (
        <LoadingNote>{t('loading')}</LoadingNote>
      ) : strategiesQuery.isError && !strategiesQuery.data ? (
        <LoadFailedNote
          message={t('loadFailed')}
          retryLabel={t('retry')}
          onRetry={() => void strategiesQuery.refetch()}
        />
      ) : strategies.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-border px-6 py-10 text-center text-muted-foreground">
          {t('empty')}
        </p>
      ) : (
        <ul aria-label={t('listLabel')} className="flex flex-col gap-4">
          {strategies.map((strategy) => (
            <li key={strategy.id}>
              <StrategyCard
                strategy={strategy}
                tasks={tasks ? (grouped.get(strategy.id) ?? []) : null}
                candidates={candidates}
                onUpdate={actions.update}
                onDelete={actions.remove}
                onAssign={actions.assign}
                onUnassign={actions.unassign}
              />
            </li>
          ))}
        </ul>
      )}

      {tasks && strategies.length > 0 ? (
        <UnassignedTasks
          tasks={candidates}
          strategies={strategies}
          onAccept={(strategyId, taskId) => actions.assign(strategyId, [taskId])}
        />
      ) : null}

      {creating ? (
        <StrategyFormDialog
          open
          onOpenChange={setCreating}
          saving={actions.creating}
          onSubmit={(draft) => actions.create(draft, () => setCreating(false))}
        />
      ) : null}
    </div>
  );
}
