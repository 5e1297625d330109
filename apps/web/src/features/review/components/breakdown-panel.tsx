// "Break into steps" in a review: asks the assistant for its breakdown of this task (the same chat
// action the assistant offers, SPEC §3), shows the steps, and adds them as the task's micro-steps.
import type { ReviewTaskDto } from '@nova/core/contracts/reviews';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { aiLocaleOf, sendChat } from '../../../lib/api/ai.ts';
import { useCreateMicroTask } from '../../../lib/api/micro-tasks.ts';

type Step = { title: string; estimatedMinutes: number | null };

export function BreakdownPanel({
  task,
  onAdded,
  onBack,
}: {
  task: ReviewTaskDto;
  onAdded: () => void;
  onBack: () => void;
}) {
  const { t, i18n } = useTranslation('review');
  const locale = aiLocaleOf(i18n.language);
  const query = useQuery({
    queryKey: ['reviews', 'breakdown', task.id, locale],
    queryFn: async ({ signal }): Promise<Step[]> => {
      const reply = await sendChat(
        { messages: [{ role: 'user', content: t('breakdown.ask', { title: task.title }) }], locale },
        signal,
      );
      const action = reply.actions.find(
        (a) =>
          (a.type === 'create_subtasks' || a.type === 'suggest_task_breakdown') &&
          a.taskId === task.id &&
          a.subtasks.length > 0,
      );
      return action?.subtasks ?? [];
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
  const create = useCreateMicroTask();
  const [adding, setAdding] = useState(false);
  const [failed, setFailed] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const add = async (steps: Step[]) => {
    setAdding(true);
    setFailed(false);
    try {
      // In order, so the steps keep the assistant's sequence.
      for (const step of steps) {
        await create.mutateAsync({
          taskId: task.id,
          title: step.title,
          ...(step.estimatedMinutes ? { estimateMinutes: step.estimatedMinutes } : {}),
        });
      }
      onAdded();
    } catch {
      setFailed(true);
    } finally {
      setAdding(false);
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <h3 ref={heading} tabIndex={-1} className="text-base font-semibold focus:outline-none">
        {t('breakdown.title', { title: task.title })}
      </h3>
      {query.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner className="size-4" />
          {t('breakdown.loading')}
        </p>
      ) : query.isError || query.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('breakdown.none')}</p>
      ) : (
        <>
          <ol className="list-decimal space-y-1 pl-5 text-sm">
            {query.data.map((step) => (
              <li key={step.title}>
                {step.title}
                {step.estimatedMinutes ? (
                  <span className="text-muted-foreground">
                    {' '}
                    · {t('breakdown.minutes', { minutes: step.estimatedMinutes })}
                  </span>
                ) : null}
              </li>
            ))}
          </ol>
          <Button size="sm" className="self-start" disabled={adding} onClick={() => void add(query.data)}>
            {t('breakdown.add')}
          </Button>
        </>
      )}
      {failed ? (
        <p role="alert" className="text-sm text-destructive">
          {t('breakdown.failed')}
        </p>
      ) : null}
      <Button variant="ghost" size="sm" className="self-start" onClick={onBack}>
        {t('breakdown.back')}
      </Button>
    </div>
  );
}
