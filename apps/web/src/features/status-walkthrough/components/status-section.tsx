// One status of the walkthrough: its heading and count, its tasks (the first page of its list, most
// recently changed first) with their actions, and "Show more". SPEC's three statuses get their lists
// from the page (always asked); another status asks for its own while it holds tasks.
import type { TaskStatus } from '@nova/core/domain/status';
import { statusLabelKey } from '@nova/core/domain/status';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ShowMorePages } from '../../../components/show-more-pages.tsx';
import { type TaskPages, useTaskPages } from '../../../lib/api/use-task-pages.ts';
import type { RowBusy } from '../hooks/use-walkthrough-actions.ts';
import { STATUS_PAGES, statusParams } from '../walkthrough-rules.ts';
import { WalkthroughTaskRow } from './walkthrough-task-row.tsx';

type Props = {
  status: TaskStatus;
  /** The page's list for SPEC's three statuses; null: the section asks for its own. */
  pages: TaskPages | null;
  /** The status's tasks, loaded or not (null until the counts come). */
  total: number | null;
  busy: ReadonlyMap<string, RowBusy>;
  onStatus: (id: string, status: TaskStatus) => void;
  onDelete: (id: string) => void;
};

export function StatusSection({ pages, ...props }: Props) {
  return pages ? <Section pages={pages} {...props} /> : <OwnSection {...props} />;
}

function OwnSection(props: Omit<Props, 'pages'>) {
  const pages = useTaskPages(statusParams[props.status], STATUS_PAGES);
  return <Section pages={pages} {...props} />;
}

function Section({ status, pages, total, busy, onStatus, onDelete }: Props & { pages: TaskPages }) {
  const { t } = useTranslation('status-walkthrough');
  const headingId = useId();
  const { tasks } = pages;
  const count = Math.max(total ?? 0, tasks.length);
  if (tasks.length === 0 && count === 0 && !pages.query.isPending) return null;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h2 id={headingId} className="flex items-baseline gap-2 text-base font-semibold">
        {t(statusLabelKey(status))}
        <span className="text-sm font-normal text-muted-foreground tabular-nums">{count}</span>
      </h2>
      {pages.query.isError && !pages.query.data ? (
        <p role="alert" className="text-sm text-muted-foreground">
          {t('list.loadFailed')}
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {tasks.map((task) => (
            <WalkthroughTaskRow
              key={task.id}
              task={task}
              busy={busy.get(task.id)}
              onStatus={onStatus}
              onDelete={onDelete}
            />
          ))}
        </ul>
      )}
      <ShowMorePages
        pages={pages}
        buttonClassName="self-start"
        label={t('list.showMore', { shown: tasks.length, count })}
        failedLabel={t('list.moreFailed')}
      />
    </section>
  );
}
