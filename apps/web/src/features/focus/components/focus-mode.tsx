// Focus mode: only the current task (the one in progress, else the top of the ranking) and its next
// unfinished micro-step, with start / step done / complete. Everything else steps aside. Shown by /app
// in place of its list (the focusMode slot); texts in the tasks namespace, which /app has loaded.
import type { TaskSummary } from '@nova/core/contracts/tasks';
import { useQuery } from '@tanstack/react-query';
import { Check, CheckCircle2, Play } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { microTaskListQueryOptions, useUpdateMicroTask } from '../../../lib/api/micro-tasks.ts';
import type { FocusModeSlotProps } from '../../../lib/slots.ts';
import { nextMicroStep } from '../next-micro-step.ts';

export function FocusMode({ task, actions, onOpen, onExit }: FocusModeSlotProps) {
  const { t } = useTranslation('tasks');
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="mx-auto flex w-full max-w-xl flex-col gap-6 py-8">
      <div className="flex items-center justify-between">
        <h1 id={titleId} className="text-2xl font-semibold tracking-tight">
          {t('focus.title')}
        </h1>
        <Button variant="ghost" onClick={onExit}>
          {t('focus.exit')}
        </Button>
      </div>
      {task ? (
        <FocusCard task={task} actions={actions} onOpen={onOpen} />
      ) : (
        <p className="rounded-2xl border border-dashed border-border p-8 text-center text-muted-foreground">
          {t('focus.empty')}
        </p>
      )}
    </section>
  );
}

function FocusCard({
  task,
  actions,
  onOpen,
}: Omit<FocusModeSlotProps, 'onExit' | 'task'> & { task: TaskSummary }) {
  const { t } = useTranslation('tasks');
  const steps = useQuery({ ...microTaskListQueryOptions(task.id), enabled: task.microTotal > 0 });
  const updateStep = useUpdateMicroTask();
  const next = steps.data ? nextMicroStep(steps.data.microTasks) : null;
  const running = task.status === 'inProgress';

  return (
    <article className="flex flex-col gap-5 rounded-3xl border border-border bg-card p-6 shadow-sm">
      <div className="flex flex-col gap-1">
        <span className="text-xs font-semibold tracking-wide text-primary uppercase">{t('focus.now')}</span>
        <h2 className="text-2xl font-semibold break-words">{task.title}</h2>
        {task.microTotal > 0 ? (
          <p className="text-sm text-muted-foreground">
            {t('focus.progress', { done: task.microDone, total: task.microTotal })}
          </p>
        ) : null}
      </div>
      <div className="rounded-2xl bg-muted/70 p-4">
        <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          {t('focus.nextStep')}
        </p>
        {next ? (
          <div className="mt-2 flex items-center gap-3">
            <p className="flex-1 text-lg">{next.title}</p>
            <Button
              variant="outline"
              size="sm"
              onClick={() => updateStep.mutate({ taskId: task.id, microId: next.id, completed: true })}
            >
              <Check aria-hidden="true" />
              {t('focus.stepDone')}
            </Button>
          </div>
        ) : (
          <p className="mt-2 text-sm text-muted-foreground">{t('focus.noSteps')}</p>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        {running ? null : (
          <Button size="lg" onClick={() => actions.changeStatus(task, 'inProgress')}>
            <Play aria-hidden="true" />
            {t('focus.start')}
          </Button>
        )}
        <Button
          size="lg"
          variant={running ? 'primary' : 'secondary'}
          onClick={() => actions.changeStatus(task, 'completed')}
        >
          <CheckCircle2 aria-hidden="true" />
          {t('focus.complete')}
        </Button>
        <Button size="lg" variant="ghost" onClick={() => onOpen(task.id)}>
          {t('focus.open')}
        </Button>
      </div>
    </article>
  );
}
