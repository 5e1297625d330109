// /priorities: the Eisenhower matrix of every open task (ideas and undated tasks included). Moving a
// card between squares changes its importance/urgency by packages/core's quadrant rule.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { taskListQueryOptions } from '../../../lib/api/tasks.ts';
import { useRealtimeInvalidation } from '../../../lib/api/use-realtime-invalidation.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { isOnMatrix } from '../matrix.ts';
import { MatrixBoard } from './matrix-board.tsx';

const activeTasks = taskListQueryOptions({ view: 'active' });

export function PrioritiesPage() {
  const { t } = useTranslation('priorities');
  useDocumentTitle(t('title'));
  useRealtimeInvalidation();
  const tasks = useQuery(activeTasks);
  const open = tasks.data?.tasks.filter(isOnMatrix) ?? [];

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-3xl font-semibold tracking-tight">{t('title')}</h1>
        <p className="max-w-2xl text-muted-foreground">{t('lead')}</p>
      </header>
      {tasks.isPending ? (
        <div role="status" className="flex items-center gap-3 text-muted-foreground">
          <Spinner />
          {t('loading')}
        </div>
      ) : tasks.isError && !tasks.data ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg border border-border p-4">
          <span>{t('loadFailed')}</span>
          <Button variant="outline" size="sm" onClick={() => void tasks.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : (
        <>
          {open.length === 0 ? (
            <p className="flex flex-wrap items-center gap-3 text-muted-foreground">
              {t('emptyAll')}
              <Link to="/app" className={buttonClasses('outline', 'sm')}>
                {t('goToTasks')}
              </Link>
            </p>
          ) : null}
          <MatrixBoard tasks={open} />
        </>
      )}
    </div>
  );
}
