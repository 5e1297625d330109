// The executive mentor (SPEC §2's panel on /app; the executiveMentor slot): when a task has sat
// untouched for 3 days, one calm nudge offering a 5-minute first step (added as a micro-step), with
// snooze and dismiss. Never a red badge, never "overdue": just an easier way back in. Its candidates
// come from the account overview (useMentorNudge), never from a whole list.
import { Sprout } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { PanelCard } from '../../../components/panel-card.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useCreateMicroTask } from '../../../lib/api/micro-tasks.ts';
import type { ExecutiveMentorSlotProps } from '../../../lib/slots.ts';
import { useMentorNudge } from '../hooks/use-mentor-nudge.ts';
import { dismiss, readMemory, snooze, writeMemory } from '../mentor.ts';

export function MentorCard({ overview, onOpen }: ExecutiveMentorSlotProps) {
  const { t } = useTranslation('review');
  const titleId = useId();
  const [memory, setMemory] = useState(readMemory);
  const create = useCreateMicroTask();
  const task = useMentorNudge(overview, memory);
  if (!task) return null;

  const remember = (next: typeof memory) => {
    writeMemory(next);
    setMemory(next);
  };
  const firstStep = () =>
    create.mutate(
      { taskId: task.id, title: t('mentor.stepTitle', { title: task.title }), estimateMinutes: 5 },
      {
        onSuccess: () => {
          remember(dismiss(memory, task.id, task.updatedAt));
          toast.success(t('mentor.added'), { id: 'mentor' });
          onOpen(task.id);
        },
        onError: () => toast.error(t('errors.failed'), { id: 'mentor' }),
      },
    );

  return (
    <PanelCard
      titleId={titleId}
      title={t('mentor.title')}
      icon={<Sprout aria-hidden="true" className="size-4 text-emerald-600" />}
    >
      <div className="flex flex-col gap-3 text-sm">
        <p>
          {t('mentor.nudgeBefore')}{' '}
          <button
            type="button"
            className="rounded font-medium underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            onClick={() => onOpen(task.id)}
          >
            {task.title}
          </button>{' '}
          {t('mentor.nudgeAfter')}
        </p>
        <Button
          size="sm"
          variant="outline"
          className="justify-start"
          disabled={create.isPending}
          onClick={firstStep}
        >
          {t('mentor.firstStep')}
        </Button>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="ghost" onClick={() => remember(snooze(memory, task.id, new Date()))}>
            {t('mentor.snooze')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => remember(dismiss(memory, task.id, task.updatedAt))}
          >
            {t('mentor.dismiss')}
          </Button>
        </div>
      </div>
    </PanelCard>
  );
}
