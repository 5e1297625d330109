// Open tasks without a strategy (a paged list, most recently changed first), each with an on-demand
// suggestion (the server's scoring rule) that one click accepts.
import type { Strategy } from '@nova/core/contracts/strategies';
import type { TaskSummary } from '@nova/core/contracts/tasks';
import { useQuery } from '@tanstack/react-query';
import { Check, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { strategySuggestionQueryOptions } from '../../../lib/api/strategies.ts';
import type { TaskPages } from '../../../lib/api/use-task-pages.ts';
import { cn } from '../../../lib/cn.ts';
import { swatchClass } from '../../../lib/palette.ts';
import { ShowMore } from './strategy-task-list.tsx';

type Props = {
  pages: TaskPages;
  /** Open tasks without a strategy, loaded or not (null until the counts come). */
  total: number | null;
  strategies: readonly Strategy[];
  onAccept: (strategyId: string, taskId: string) => void;
};

export function UnassignedTasks({ pages, total, strategies, onAccept }: Props) {
  const { t } = useTranslation('strategy');
  const { tasks } = pages;

  return (
    <section aria-labelledby="unassigned-heading" className="flex flex-col gap-3">
      <div>
        <h2 id="unassigned-heading" className="text-xl font-semibold">
          {t('unassigned.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('unassigned.lead')}</p>
      </div>
      {tasks.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('unassigned.empty')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-border rounded-2xl border border-border bg-card">
          {tasks.map((task) => (
            <SuggestionRow
              key={task.id}
              task={task}
              strategies={strategies}
              onAccept={(strategyId) => onAccept(strategyId, task.id)}
            />
          ))}
        </ul>
      )}
      <ShowMore pages={pages} total={total} />
    </section>
  );
}

type RowProps = {
  task: TaskSummary;
  strategies: readonly Strategy[];
  onAccept: (strategyId: string) => void;
};

function SuggestionRow({ task, strategies, onAccept }: RowProps) {
  const { t } = useTranslation('strategy');
  const [asked, setAsked] = useState(false);
  const suggestion = useQuery({ ...strategySuggestionQueryOptions(task.id), enabled: asked });
  const found = suggestion.data?.suggestion
    ? strategies.find((s) => s.id === suggestion.data.suggestion?.strategyId)
    : undefined;

  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3 text-sm">
      <span className="min-w-0 flex-1 break-words">{task.title}</span>
      <span aria-live="polite" className="flex flex-wrap items-center gap-2">
        {!asked ? null : suggestion.isPending ? (
          <span className="flex items-center gap-1 text-muted-foreground">
            <Spinner className="size-4" />
            {t('suggest.loading')}
          </span>
        ) : suggestion.isError ? (
          <span className="text-muted-foreground">{t('suggest.failed')}</span>
        ) : found ? (
          <>
            <span className="flex items-center gap-1.5">
              <span aria-hidden="true" className={cn('size-2.5 rounded-full', swatchClass[found.color])} />
              {t('suggest.found', { name: found.name })}
            </span>
            <Button
              size="sm"
              aria-label={t('suggest.acceptLabel', { title: task.title, name: found.name })}
              onClick={() => onAccept(found.id)}
            >
              <Check aria-hidden="true" />
              {t('suggest.accept')}
            </Button>
          </>
        ) : (
          <span className="text-muted-foreground">{t('suggest.none')}</span>
        )}
      </span>
      {asked ? null : (
        <Button
          variant="outline"
          size="sm"
          aria-label={t('suggest.ask', { title: task.title })}
          disabled={strategies.length === 0}
          onClick={() => setAsked(true)}
        >
          <Sparkles aria-hidden="true" />
          {t('suggest.askShort')}
        </Button>
      )}
    </li>
  );
}
