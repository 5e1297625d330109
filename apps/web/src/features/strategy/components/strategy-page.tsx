// /strategy: strategies, highest priority first, each with its colour, priority, progress and tasks;
// create / edit / delete; assigning tasks and accepting suggested strategies. The global top bar steps
// aside here (lib/nav.ts), so the page has its own header with the way back to the tasks. Numbers come
// from the counts (per strategy), each strategy's tasks and the tasks without one from the server in
// pages: the page never downloads the account's task list.

import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { LoadFailedNote, LoadingNote } from '../../../components/ui/load-state.tsx';
import { strategyListQueryOptions } from '../../../lib/api/strategies.ts';
import { useRealtimeInvalidation } from '../../../lib/api/use-realtime-invalidation.ts';
import { useTaskCounts, useTaskPages } from '../../../lib/api/use-task-pages.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useStrategyActions } from '../hooks/use-strategy-actions.ts';
import {
  progressOf,
  sortStrategies,
  UNASSIGNED_PAGES,
  unassignedParams,
  unassignedTotal,
} from '../strategy-rules.ts';
import { StrategyCard } from './strategy-card.tsx';
import { StrategyFormDialog } from './strategy-form-dialog.tsx';
import { UnassignedTasks } from './unassigned-tasks.tsx';

export function StrategyPage() {
  const { t } = useTranslation('strategy');
  useDocumentTitle(t('title'));
  useRealtimeInvalidation();
  const strategiesQuery = useQuery(strategyListQueryOptions());
  const unassigned = useTaskPages(unassignedParams(), UNASSIGNED_PAGES);
  const counts = useTaskCounts([unassigned.query.data?.seq], true);
  const actions = useStrategyActions();
  const [creating, setCreating] = useState(false);

  const strategies = useMemo(
    () => sortStrategies(strategiesQuery.data?.strategies ?? []),
    [strategiesQuery.data],
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
                progress={progressOf(strategy, counts)}
                onUpdate={actions.update}
                onDelete={actions.remove}
                onAssign={actions.assign}
                onUnassign={actions.unassign}
              />
            </li>
          ))}
        </ul>
      )}

      {strategies.length > 0 && unassigned.query.data ? (
        <UnassignedTasks
          pages={unassigned}
          total={unassignedTotal(counts)}
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
