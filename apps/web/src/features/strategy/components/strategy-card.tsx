// One strategy: colour, name, priority, description, progress (completed/total), its tasks (a paged
// list of its own), and the edit / delete / add-tasks actions with their dialogs.
import type { Strategy } from '@nova/core/contracts/strategies';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { swatchClass } from '../../../lib/palette.ts';
import { edgeClass } from '../strategy-palette.ts';
import { type StrategyProgress as Progress, priorityWordOf, type StrategyDraft } from '../strategy-rules.ts';
import { AssignTasksDialog } from './assign-tasks-dialog.tsx';
import { StrategyDeleteDialog } from './strategy-delete-dialog.tsx';
import { StrategyFormDialog } from './strategy-form-dialog.tsx';
import { StrategyTaskList } from './strategy-task-list.tsx';

type Props = {
  strategy: Strategy;
  progress: Progress;
  onUpdate: (id: string, draft: StrategyDraft) => void;
  onDelete: (id: string) => void;
  onAssign: (id: string, taskIds: string[]) => void;
  onUnassign: (taskId: string) => void;
};

type OpenDialog = 'edit' | 'delete' | 'assign' | null;

export function StrategyCard({ strategy, progress, onUpdate, onDelete, onAssign, onUnassign }: Props) {
  const { t } = useTranslation('strategy');
  const nameId = useId();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = (open: boolean) => {
    if (!open) setDialog(null);
  };
  const priority = t(`priority.${priorityWordOf(strategy.priority)}`);

  return (
    <article
      aria-labelledby={nameId}
      className={cn(
        'flex flex-col gap-4 rounded-2xl border border-l-4 border-border bg-card p-5 text-card-foreground',
        edgeClass[strategy.color],
      )}
    >
      <header className="flex flex-wrap items-start gap-3">
        <span
          aria-hidden="true"
          title={t(`color.${strategy.color}`)}
          className={cn('mt-1.5 size-4 shrink-0 rounded-full', swatchClass[strategy.color])}
        />
        <div className="flex min-w-0 flex-1 basis-48 flex-col gap-1">
          <h2 id={nameId} className="text-lg font-semibold break-words">
            {strategy.name}
          </h2>
          <p className="flex flex-wrap gap-2 text-xs">
            <span className="rounded-full bg-secondary px-2 py-0.5 text-secondary-foreground">
              {t('priority.badge', { priority })}
            </span>
            <span className="sr-only">{t('color.named', { color: t(`color.${strategy.color}`) })}</span>
          </p>
        </div>
        <div className="flex items-center gap-1">
          <Button variant="outline" size="sm" onClick={() => setDialog('assign')}>
            <Plus aria-hidden="true" />
            {t('actions.assign')}
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('actions.edit', { name: strategy.name })}
            title={t('actions.edit', { name: strategy.name })}
            onClick={() => setDialog('edit')}
          >
            <Pencil aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('actions.delete', { name: strategy.name })}
            title={t('actions.delete', { name: strategy.name })}
            onClick={() => setDialog('delete')}
            className="hover:text-destructive"
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </header>
      {strategy.description ? (
        <p className="text-sm whitespace-pre-line text-muted-foreground">{strategy.description}</p>
      ) : null}
      <StrategyProgress strategy={strategy} progress={progress} />
      <StrategyTaskList
        strategyId={strategy.id}
        name={strategy.name}
        total={progress.total}
        onUnassign={onUnassign}
      />

      {dialog === 'edit' ? (
        <StrategyFormDialog
          open
          onOpenChange={close}
          strategy={strategy}
          saving={false}
          onSubmit={(draft) => {
            onUpdate(strategy.id, draft);
            setDialog(null);
          }}
        />
      ) : null}
      <StrategyDeleteDialog
        name={strategy.name}
        open={dialog === 'delete'}
        onOpenChange={close}
        onConfirm={() => onDelete(strategy.id)}
      />
      {dialog === 'assign' ? (
        <AssignTasksDialog
          name={strategy.name}
          open
          onOpenChange={close}
          onAssign={(ids) => onAssign(strategy.id, ids)}
        />
      ) : null}
    </article>
  );
}

function StrategyProgress({ strategy, progress }: { strategy: Strategy; progress: Progress }) {
  const { t } = useTranslation('strategy');
  return (
    <div className="flex flex-col gap-1.5">
      <div
        role="progressbar"
        aria-label={t('progress.label', { name: strategy.name })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
        aria-valuetext={t('progress.text', progress)}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn(
            'h-full rounded-full transition-[width] motion-reduce:transition-none',
            swatchClass[strategy.color],
          )}
          style={{ width: `${progress.percent}%` }}
        />
      </div>
      <p className="text-xs text-muted-foreground">{t('progress.text', progress)}</p>
    </div>
  );
}
