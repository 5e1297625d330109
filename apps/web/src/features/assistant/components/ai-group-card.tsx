// One group of an AI grouping: its colour on the edge, suggested order, name, description, estimated
// time and priority, then its tasks as ordinary rows (complete, start, open, MVD, delete all work).
// `group: null` is the "not grouped" card.
import type { GroupColor } from '@nova/core/ai/limits';
import type { TaskSummary } from '@nova/core/contracts/tasks';
import { Clock } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';
import type { AiGroup } from '../lib/assistant-grouping.ts';

const edge: Record<GroupColor, string> = {
  blue: 'border-l-blue-500',
  green: 'border-l-green-500',
  purple: 'border-l-purple-500',
  orange: 'border-l-orange-500',
  red: 'border-l-red-500',
  yellow: 'border-l-yellow-400',
  gray: 'border-l-gray-400',
};

export type AiGroupCardProps = {
  group: AiGroup | null;
  position: number | null;
  tasks: readonly TaskSummary[];
  /** The tasks feature's row for a task (lib/slots.ts AiGroupingSlotProps.renderRow). */
  renderRow: (task: TaskSummary) => ReactNode;
};

export function AiGroupCard({ group, position, tasks, renderRow }: AiGroupCardProps) {
  const { t } = useTranslation('assistant');
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        'rounded-2xl border border-l-4 border-border bg-card/60 p-3',
        group ? edge[group.color] : 'border-l-border',
      )}
    >
      <div className="mb-2 flex flex-wrap items-baseline gap-x-3 gap-y-1 px-1">
        {position !== null ? (
          <span className="text-xs font-medium text-muted-foreground">
            {t('grouping.order', { n: position })}
          </span>
        ) : null}
        <h3 id={titleId} className="font-semibold">
          {group ? group.name : t('grouping.ungrouped')}
        </h3>
        <span className="text-xs text-muted-foreground">
          {t('grouping.taskCount', { count: tasks.length })}
        </span>
        {group?.estimatedTime ? (
          <span className="flex items-center gap-1 text-xs text-muted-foreground">
            <Clock aria-hidden="true" className="size-3" />
            {t('grouping.estimate', { time: group.estimatedTime })}
          </span>
        ) : null}
        {group ? (
          <span className="text-xs text-muted-foreground">{t(`priorityLabel.${group.priority}`)}</span>
        ) : null}
      </div>
      {group?.description ? (
        <p className="mb-2 px-1 text-sm text-muted-foreground">{group.description}</p>
      ) : null}
      <ul aria-labelledby={titleId} className="flex flex-col gap-2">
        {tasks.map((task) => (
          <li key={task.id}>{renderRow(task)}</li>
        ))}
      </ul>
    </section>
  );
}
