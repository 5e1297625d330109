// Micro-steps (the Swiss cheese method): add with Enter, tick off, rename, delete, reorder by drag or
// keyboard (dnd-kit's keyboard sensor, plus move up / move down buttons), and a done/total progress bar.
import type { MicroTask } from '@nova/core/contracts/micro-tasks';
import type { Task } from '@nova/core/contracts/tasks';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Input } from '../../../../components/ui/input.tsx';
import {
  useCreateMicroTask,
  useDeleteMicroTask,
  useReorderMicroTasks,
  useUpdateMicroTask,
} from '../../../../lib/api/micro-tasks.ts';
import { MicroStepList } from './micro-step-list.tsx';
import { moveItem, orderSteps } from './micro-step-order.ts';

const STEP_TITLE_MAX = 500;

export type MicroStepActions = {
  toggle: (step: MicroTask) => void;
  rename: (step: MicroTask, title: string) => void;
  remove: (step: MicroTask) => void;
  move: (from: number, to: number) => void;
};

export function MicroStepsSection({ task }: { task: Task }) {
  const { t } = useTranslation('task-detail');
  const steps = orderSteps(task.microTasks);
  const done = steps.filter((step) => step.completed).length;
  const actions = useMicroStepActions(task.id, steps);

  return (
    <section aria-labelledby="task-detail-steps" className="flex flex-col gap-3">
      <div className="flex items-baseline justify-between gap-3">
        <h3 id="task-detail-steps" className="text-sm font-semibold">
          {t('sections.steps')}
        </h3>
        {steps.length > 0 ? (
          <span className="text-xs text-muted-foreground tabular-nums">
            {t('steps.progressText', { done, total: steps.length })}
          </span>
        ) : null}
      </div>
      {steps.length > 0 ? <StepsProgress done={done} total={steps.length} /> : null}
      <MicroStepList steps={steps} actions={actions} />
      <AddStep taskId={task.id} />
    </section>
  );
}

function StepsProgress({ done, total }: { done: number; total: number }) {
  const { t } = useTranslation('task-detail');
  return (
    <div
      role="progressbar"
      aria-label={t('steps.progress')}
      aria-valuemin={0}
      aria-valuemax={total}
      aria-valuenow={done}
      aria-valuetext={t('steps.progressText', { done, total })}
      className="h-2 overflow-hidden rounded-full bg-muted"
    >
      <div
        className="h-full rounded-full bg-primary transition-[width] duration-300 motion-reduce:transition-none"
        style={{ width: `${total === 0 ? 0 : (done / total) * 100}%` }}
      />
    </div>
  );
}

function AddStep({ taskId }: { taskId: string }) {
  const { t } = useTranslation('task-detail');
  const create = useCreateMicroTask();
  const [title, setTitle] = useState('');
  const hintId = useId();

  const add = () => {
    const clean = title.trim();
    if (clean === '') return;
    setTitle('');
    create.mutateAsync({ taskId, title: clean }).catch(() => toast.error(t('errors.stepAdd')));
  };

  return (
    <div className="flex flex-col gap-1">
      <Input
        aria-label={t('steps.new')}
        aria-describedby={hintId}
        placeholder={t('steps.placeholder')}
        maxLength={STEP_TITLE_MAX}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
            event.preventDefault();
            add();
          }
        }}
      />
      <p id={hintId} className="text-xs text-muted-foreground">
        {t('steps.hint')}
      </p>
    </div>
  );
}

function useMicroStepActions(taskId: string, steps: MicroTask[]): MicroStepActions {
  const { t } = useTranslation('task-detail');
  const update = useUpdateMicroTask();
  const remove = useDeleteMicroTask();
  const reorder = useReorderMicroTasks();
  const failed = () => toast.error(t('errors.stepUpdate'));

  return {
    toggle: (step) =>
      update.mutateAsync({ taskId, microId: step.id, completed: !step.completed }).catch(failed),
    rename: (step, title) => {
      if (title === step.title) return;
      update.mutateAsync({ taskId, microId: step.id, title }).catch(failed);
    },
    remove: (step) =>
      remove.mutateAsync({ taskId, microId: step.id }).catch(() => toast.error(t('errors.stepDelete'))),
    move: (from, to) => {
      const ids = steps.map((step) => step.id);
      const next = moveItem(ids, from, to);
      if (next === ids) return;
      reorder.mutateAsync({ taskId, ids: [...next] }).catch(failed);
    },
  };
}
