// The task's strategy (life-area direction): a select over the user's strategies, or none.
import type { Task } from '@nova/core/contracts/tasks';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../../components/ui/select.tsx';
import { strategyListQueryOptions } from '../../../../lib/api/strategies.ts';
import { useUpdateTask } from '../../../../lib/api/update-task.ts';

/** Radix Select items cannot have an empty value. */
const NONE = '__none__';

export function StrategyField({ task }: { task: Task }) {
  const { t } = useTranslation('task-detail');
  const labelId = useId();
  const strategies = useQuery(strategyListQueryOptions());
  const update = useUpdateTask();
  const list = strategies.data?.strategies ?? [];
  // A strategy not (yet) in the list still shows as chosen rather than silently as none.
  const known = task.strategyId === null || list.some((s) => s.id === task.strategyId);

  return (
    <div className="flex flex-col gap-1.5">
      <span id={labelId} className="text-sm font-semibold">
        {t('strategy.label')}
      </span>
      <Select
        value={task.strategyId ?? NONE}
        onValueChange={(value) => {
          const strategyId = value === NONE ? null : value;
          if (strategyId === task.strategyId) return;
          update.mutateAsync({ id: task.id, strategyId }).catch(() => toast.error(t('errors.update')));
        }}
      >
        <SelectTrigger aria-labelledby={labelId}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={NONE}>{t('strategy.none')}</SelectItem>
          {known ? null : <SelectItem value={task.strategyId ?? NONE}>{t('strategy.loading')}</SelectItem>}
          {list.map((strategy) => (
            <SelectItem key={strategy.id} value={strategy.id}>
              {strategy.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {strategies.isSuccess && list.length === 0 ? (
        <p className="text-xs text-muted-foreground">{t('strategy.empty')}</p>
      ) : null}
    </div>
  );
}
