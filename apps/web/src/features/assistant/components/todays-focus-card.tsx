// "Today's focus" (SPEC §3 daily priorities): the top priority with its reason and confidence, up to
// 3 sprint tasks with estimates, insights and a summary. With no active tasks (an empty plan, no top
// priority) it says so calmly. The tasks' titles come from the account overview, and those it does
// not name from one small request by id (useTaskRows), never from a whole list.
import type { DailyPrioritiesDto } from '@nova/core/contracts/ai';
import type { TaskSummary } from '@nova/core/contracts/tasks';
import { isOpenStatus } from '@nova/core/domain/task-overview';
import { useIsMutating, useQuery, useQueryClient } from '@tanstack/react-query';
import { Crosshair, RefreshCw } from 'lucide-react';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PanelCard } from '../../../components/panel-card.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { aiKeys, aiLocaleOf, dailyPrioritiesQueryOptions } from '../../../lib/api/ai.ts';
import { useLowEnergyToday } from '../../../lib/api/health.ts';
import { type AccountOverview, useTaskRows } from '../../../lib/api/task-summary.ts';
import type { TodaysFocusSlotProps } from '../../../lib/slots.ts';
import { preferLightFocus } from '../lib/low-energy-focus.ts';

const NO_IDS: readonly string[] = [];

export function TodaysFocusCard({ overview, onOpen }: TodaysFocusSlotProps) {
  const { t, i18n } = useTranslation('assistant');
  const titleId = useId();
  const locale = aiLocaleOf(i18n.language);
  const client = useQueryClient();
  const query = useQuery(dailyPrioritiesQueryOptions(locale));
  // An empty plan (no open task) answers 200 with no top priority.
  const empty = query.data?.topPriority === null;
  const named = useMemo(
    () =>
      query.data?.topPriority
        ? [query.data.topPriority.taskId, ...query.data.sprintTasks.map((s) => s.taskId)]
        : NO_IDS,
    [query.data],
  );
  const { rows: tasksById, settled } = useTaskRows(overview, named);
  useStaleFocusRefresh(query.data?.topPriority?.taskId ?? null, query.isError || empty, {
    overview,
    tasksById,
    settled,
    locale,
  });
  const refresh = (
    <Button
      variant="ghost"
      size="icon"
      className="size-8"
      aria-label={t('focus.refresh')}
      title={t('focus.refresh')}
      disabled={query.isFetching}
      onClick={() => void client.invalidateQueries({ queryKey: aiKeys.priorities(locale) })}
    >
      {query.isFetching ? <Spinner className="size-4" /> : <RefreshCw aria-hidden="true" />}
    </Button>
  );

  let body: React.ReactNode;
  if (query.isPending) {
    body = <p className="text-sm text-muted-foreground">{t('focus.loading')}</p>;
  } else if (query.isError) {
    body = <p className="text-sm text-muted-foreground">{t('focus.failed')}</p>;
  } else if (query.data.topPriority === null) {
    body = <p className="text-sm text-muted-foreground">{t('focus.noActive')}</p>;
  } else {
    body = (
      <FocusBody
        data={query.data}
        top={query.data.topPriority}
        tasksById={tasksById}
        settled={settled}
        onOpen={onOpen}
      />
    );
  }
  return (
    <PanelCard
      titleId={titleId}
      title={t('focus.title')}
      icon={<Crosshair aria-hidden="true" className="size-4 text-primary" />}
      aside={refresh}
    >
      <div aria-live="polite">{body}</div>
    </PanelCard>
  );
}

/**
 * Asks again, once per situation, when the answer no longer fits the account: the top task is no
 * longer open (done, deleted), or tasks appeared after an empty plan ("no active tasks") or a failure.
 * Other edits wait for the 5-minute staleness or the refresh button, so typing in the list never
 * spends AI calls. The overview shows a change before the server has it (optimistic), so the question
 * waits until no change is being saved: asked earlier, the server still answers "no active tasks" (or
 * the deleted top task), and the card would keep that answer because the situation counts as asked.
 */
function useStaleFocusRefresh(
  topId: string | null,
  failed: boolean,
  known: {
    overview: AccountOverview;
    tasksById: ReadonlyMap<string, TaskSummary>;
    /** Every named task was looked up: a missing one is gone. */
    settled: boolean;
    locale: ReturnType<typeof aiLocaleOf>;
  },
) {
  const { tasksById, settled, locale } = known;
  const client = useQueryClient();
  const asked = useRef<string | null>(null);
  const hasTasks = known.overview.stats.open > 0;
  const top = topId === null ? undefined : tasksById.get(topId);
  const topGone = topId !== null && hasTasks && (top ? !isOpenStatus(top.status) : settled);
  const situation = topGone ? `gone:${topId}` : failed && hasTasks ? 'appeared' : null;
  const saving = useIsMutating() > 0;
  useEffect(() => {
    if (!situation || saving || asked.current === situation) return;
    asked.current = situation;
    void client.invalidateQueries({ queryKey: aiKeys.priorities(locale) });
  }, [situation, saving, client, locale]);
}

function FocusBody({
  data,
  top: answerTop,
  tasksById,
  settled,
  onOpen,
}: {
  data: DailyPrioritiesDto;
  top: NonNullable<DailyPrioritiesDto['topPriority']>;
  tasksById: ReadonlyMap<string, TaskSummary>;
  /** False while titles are still being asked for: a blank, not "unknown", stands in for them. */
  settled: boolean;
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation('assistant');
  // Today's health check-in says energy 1-2: a lighter task leads, and the card says so.
  const lowEnergy = useLowEnergyToday();
  const shown = lowEnergy ? preferLightFocus(data, tasksById) : data;
  const title = (id: string) => tasksById.get(id)?.title ?? (settled ? t('focus.unknownTask') : '\u00a0');
  const top = shown.topPriority ?? answerTop;
  const sprint = shown.sprintTasks.filter((s) => s.taskId !== top.taskId);
  const link =
    'rounded text-left font-medium underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';
  return (
    <div className="flex flex-col gap-3 text-sm">
      {lowEnergy ? <p className="text-muted-foreground">{t('focus.lowEnergy')}</p> : null}
      <div className="rounded-xl bg-secondary/60 p-3">
        <p className="text-xs font-medium text-muted-foreground">{t('focus.top')}</p>
        <button type="button" className={`${link} text-base`} onClick={() => onOpen(top.taskId)}>
          {title(top.taskId)}
        </button>
        <p className="mt-1 text-muted-foreground">{top.reason}</p>
        <p className="mt-1 text-xs text-muted-foreground">
          {t('focus.confidence', { value: top.confidence })}
        </p>
      </div>
      {sprint.length ? (
        <div>
          <h3 className="text-xs font-medium text-muted-foreground">{t('focus.sprint')}</h3>
          <ol className="mt-1 flex flex-col gap-1.5">
            {sprint.map((item) => (
              <li key={item.taskId} className="flex flex-col">
                <span className="flex items-baseline gap-2">
                  <button type="button" className={link} onClick={() => onOpen(item.taskId)}>
                    {title(item.taskId)}
                  </button>
                  {item.estimatedTime ? (
                    <span className="shrink-0 text-xs text-muted-foreground">≈ {item.estimatedTime}</span>
                  ) : null}
                </span>
                <span className="text-xs text-muted-foreground">{item.reason}</span>
              </li>
            ))}
          </ol>
        </div>
      ) : null}
      <div>
        <h3 className="text-xs font-medium text-muted-foreground">{t('focus.insights')}</h3>
        <p className="mt-1">
          {t('focus.workload', { level: t(`focus.workloads.${data.insights.workload}`) })}
        </p>
        {data.insights.focusAreas.length ? (
          <p className="text-muted-foreground">
            {t('focus.areas', { areas: data.insights.focusAreas.join(', ') })}
          </p>
        ) : null}
        {data.insights.recommendations.length ? (
          <ul className="mt-1 list-disc space-y-0.5 pl-5 text-muted-foreground">
            {data.insights.recommendations.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        ) : null}
      </div>
      {data.summary ? <p className="text-muted-foreground">{data.summary}</p> : null}
    </div>
  );
}
