// The "ai" grouping mode of /app (SPEC §2/§4): the saved AI grouping while it is under 24 h old (or
// the one kept in memory when saving failed), else an offer to group now with the ordinary list below.
// Groups show name, description, colour, estimated time and suggested order; the rest is "not grouped".
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { aiLocaleOf, groupingsQueryOptions, useGroupTasks } from '../../../lib/api/ai.ts';
import type { AiGroupingSlotProps, MoveFocus } from '../../../lib/slots.ts';
import { currentGrouping, groupingView } from '../lib/assistant-grouping.ts';
import { AiGroupCard } from './ai-group-card.tsx';
import { AiGroupingHeader } from './ai-grouping-header.tsx';
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

  const header = (
    <AiGroupingHeader
      grouping={grouping}
      latest={list.data?.groupings[0]}
      loading={list.isPending}
      working={group.isPending}
      notice={notice}
      reasons={reasons}
      language={props.language}
      onChoose={() => setChoosing(true)}
      onGroupNow={() => run('recommended')}
    />
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
