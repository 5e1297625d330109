// The "ai" grouping mode of /app (SPEC §2/§4): the saved AI grouping while it is under 24 h old (or
// the one kept in memory when saving failed), else an offer to group now with the ordinary list below.
// Groups show name, description, colour, estimated time and suggested order; the rest is "not grouped".
import { useQuery } from '@tanstack/react-query';
import { Layers, RefreshCw, Sparkles } from 'lucide-react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { aiLocaleOf, groupingsQueryOptions, useGroupTasks } from '../../../lib/api/ai.ts';
import type { AiGroupingSlotProps, MoveFocus } from '../../../lib/slots.ts';
import { currentGrouping, groupingView } from '../lib/assistant-grouping.ts';
import { AiGroupCard } from './ai-group-card.tsx';
import { type GroupingChoice, GroupingStrategyDialog } from './grouping-strategy-dialog.tsx';

export function AiGroupingView(props: AiGroupingSlotProps) {
  const { t, i18n } = useTranslation('assistant');
  const list = useQuery(groupingsQueryOptions());
  const group = useGroupTasks();
  const [choosing, setChoosing] = useState(false);
  const [reasons, setReasons] = useState<string[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const grouping = currentGrouping(list.data);
  const shown = useMemo(
    () => (grouping ? groupingView(grouping, props.tasks) : null),
    [grouping, props.tasks],
  );
  const containerRef = useRef<HTMLDivElement>(null);

  const run = (choice: GroupingChoice) => {
    setChoosing(false);
    group.mutate(
      { locale: aiLocaleOf(i18n.language), ...(choice === 'recommended' ? {} : { strategy: choice }) },
      {
        onSuccess: (result) => {
          setReasons(result.recommendation?.reasons ?? []);
          setNotice(result.notice?.message ?? null);
        },
        onError: () => toast.error(t('grouping.failed')),
      },
    );
  };

  // Arrow keys between task titles of all groups, as in the ordinary list.
  const moveFocus = useCallback<MoveFocus>((fromId, delta) => {
    const titles = [...(containerRef.current?.querySelectorAll<HTMLElement>('[data-task-title]') ?? [])];
    const index = titles.findIndex((el) => el.dataset.taskTitle === fromId);
    titles[index + delta]?.focus();
  }, []);
  const { renderRow } = props;
  const row = useCallback(
    (task: Parameters<typeof renderRow>[0]) => renderRow(task, moveFocus),
    [renderRow, moveFocus],
  );

  const latest = list.data?.groupings[0];
  const header = (
    <section
      aria-label={t('grouping.title')}
      className="flex flex-col gap-2 rounded-2xl border border-border bg-card p-4 text-sm"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Layers aria-hidden="true" className="size-4 text-primary" />
        <h2 className="mr-auto font-semibold">{t('grouping.title')}</h2>
        {grouping ? (
          <Button variant="outline" size="sm" disabled={group.isPending} onClick={() => setChoosing(true)}>
            {group.isPending ? <Spinner className="size-4" /> : <RefreshCw aria-hidden="true" />}
            {t('grouping.regroup')}
          </Button>
        ) : (
          <>
            <Button variant="outline" size="sm" disabled={group.isPending} onClick={() => setChoosing(true)}>
              {t('grouping.choose')}
            </Button>
            <Button size="sm" disabled={group.isPending} onClick={() => run('recommended')}>
              {group.isPending ? (
                <Spinner className="size-4 text-primary-foreground" />
              ) : (
                <Sparkles aria-hidden="true" />
              )}
              {t('grouping.groupNow')}
            </Button>
          </>
        )}
      </div>
      <div role="status" className="text-muted-foreground">
        {group.isPending ? (
          <p>{t('grouping.working')}</p>
        ) : grouping ? (
          <p>
            {t('grouping.summary', {
              strategy: t(`grouping.strategies.${grouping.strategy}.name`),
              score: grouping.efficiencyScore,
              time: new Intl.DateTimeFormat(props.language, {
                dateStyle: 'medium',
                timeStyle: 'short',
              }).format(new Date(grouping.createdAt)),
            })}
          </p>
        ) : list.isPending ? (
          <p>{t('grouping.loading')}</p>
        ) : (
          <p>
            {latest
              ? t('grouping.stale', {
                  time: new Intl.DateTimeFormat(props.language, { dateStyle: 'medium' }).format(
                    new Date(latest.createdAt),
                  ),
                })
              : t('grouping.none')}
          </p>
        )}
        {notice ? <p className="mt-1">{notice}</p> : null}
        {grouping && grouping.id === null ? <p className="mt-1">{t('grouping.memoryOnly')}</p> : null}
      </div>
      {reasons.length && grouping ? (
        <ul className="list-disc pl-5 text-muted-foreground">
          {reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );

  const dialog = choosing ? (
    <GroupingStrategyDialog onGroup={run} onClose={() => setChoosing(false)} />
  ) : null;
  if (!grouping || !shown || shown.groups.length === 0) {
    return (
      <>
        {header}
        {grouping && shown?.groups.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('grouping.noneVisible')}</p>
        ) : null}
        {props.fallback}
        {dialog}
      </>
    );
  }

  return (
    <>
      {header}
      <div
        id={props.panel.id}
        role="tabpanel"
        aria-labelledby={props.panel.labelledBy}
        ref={containerRef}
        className="flex flex-col gap-4"
      >
        {shown.groups.map(({ group: g, tasks }, index) => (
          <AiGroupCard key={g.id} group={g} position={index + 1} tasks={tasks} renderRow={row} />
        ))}
        {shown.ungrouped.length ? (
          <AiGroupCard group={null} position={null} tasks={shown.ungrouped} renderRow={row} />
        ) : null}
      </div>
      {dialog}
    </>
  );
}
