// /priorities: the Eisenhower matrix of every open task (ideas and undated tasks included). Each square
// is a list of its own, asked from the server in pages (its open tasks, most recently changed first),
// with the square's total from the counts; moving a card between squares changes its importance/urgency
// by packages/core's quadrant rule, and the card moves from one square's list to the other's at once.
import { quadrants } from '@nova/core/domain/priority';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useRealtimeInvalidation } from '../../../lib/api/use-realtime-invalidation.ts';
import { useTaskCounts, useTaskPages } from '../../../lib/api/use-task-pages.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { SQUARE_PAGES, squareParams } from '../matrix.ts';
import { MatrixBoard, type Squares } from './matrix-board.tsx';

export function PrioritiesPage() {
  const { t } = useTranslation('priorities');
  useDocumentTitle(t('title'));
  useRealtimeInvalidation();
  const squares: Squares = {
    do: useTaskPages(squareParams.do, SQUARE_PAGES),
    schedule: useTaskPages(squareParams.schedule, SQUARE_PAGES),
    delegate: useTaskPages(squareParams.delegate, SQUARE_PAGES),
    eliminate: useTaskPages(squareParams.eliminate, SQUARE_PAGES),
  };
  const lists = quadrants.map((q) => squares[q].query);
  const counts = useTaskCounts(lists.map((list) => list.data?.seq));
  const pending = lists.some((list) => list.isPending);
  const failed = lists.some((list) => list.isError && !list.data);
  const empty = counts
    ? counts.views.active === 0
    : lists.every((list) => list.data && list.data.tasks.length === 0);

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-3xl font-semibold tracking-tight">{t('title')}</h1>
        <p className="max-w-2xl text-muted-foreground">{t('lead')}</p>
      </header>
      {failed ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg border border-border p-4">
          <span>{t('loadFailed')}</span>
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              for (const list of lists) if (list.isError) void list.refetch();
            }}
          >
            {t('retry')}
          </Button>
        </div>
      ) : pending ? (
        <div role="status" className="flex items-center gap-3 text-muted-foreground">
          <Spinner />
          {t('loading')}
        </div>
      ) : (
        <>
          {empty ? (
            <p className="flex flex-wrap items-center gap-3 text-muted-foreground">
              {t('emptyAll')}
              <Link to="/app" className={buttonClasses('outline', 'sm')}>
                {t('goToTasks')}
              </Link>
            </p>
          ) : null}
          <MatrixBoard squares={squares} totals={counts?.quadrants} />
        </>
      )}
    </div>
  );
}
