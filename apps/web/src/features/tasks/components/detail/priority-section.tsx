// Importance and urgency (1..10) as sliders, with the priority code and Eisenhower quadrant they give
// (core's priorityCode/quadrantOf). Moving a slider saves once it rests for a moment, not every step.
import type { Task } from '@nova/core/contracts/tasks';
import { LEVEL_MAX, LEVEL_MIN, priorityCode, quadrantOf } from '@nova/core/domain/priority';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useUpdateTask } from '../../../../lib/api/update-task.ts';

const SAVE_AFTER_MS = 500;

type Levels = { importance: number; urgency: number };

export function PrioritySection({ task }: { task: Task }) {
  const { t } = useTranslation('task-detail');
  const update = useUpdateTask();
  const [levels, setLevels] = useState<Levels>({ importance: task.importance, urgency: task.urgency });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = useRef<Levels | null>(null);
  const mutate = useRef(update.mutateAsync);
  mutate.current = update.mutateAsync;

  // Follow the server unless the user is mid-change.
  useEffect(() => {
    if (pending.current === null) setLevels({ importance: task.importance, urgency: task.urgency });
  }, [task.importance, task.urgency]);

  const flush = useRef(() => {});
  flush.current = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const next = pending.current;
    pending.current = null;
    if (!next || (next.importance === task.importance && next.urgency === task.urgency)) return;
    mutate.current({ id: task.id, ...next }).catch(() => {
      toast.error(t('errors.priority'));
      setLevels({ importance: task.importance, urgency: task.urgency });
    });
  };
  useEffect(() => () => flush.current(), []);

  const change = (patch: Partial<Levels>) => {
    const next = { ...levels, ...patch };
    setLevels(next);
    pending.current = next;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => flush.current(), SAVE_AFTER_MS);
  };

  const code = priorityCode(levels);
  const quadrant = quadrantOf(levels);

  return (
    <section aria-labelledby="task-detail-priority" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="task-detail-priority" className="text-sm font-semibold">
          {t('sections.priority')}
        </h3>
        <p className="text-sm text-muted-foreground">
          <span className="sr-only">{t('priority.result')} </span>
          <span className="rounded-md bg-secondary px-2 py-0.5 font-mono text-secondary-foreground">
            {code}
          </span>{' '}
          {t(`quadrant.${quadrant}`)}
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <LevelSlider
          label={t('priority.importance')}
          value={levels.importance}
          onChange={(importance) => change({ importance })}
          onCommit={() => flush.current()}
        />
        <LevelSlider
          label={t('priority.urgency')}
          value={levels.urgency}
          onChange={(urgency) => change({ urgency })}
          onCommit={() => flush.current()}
        />
      </div>
    </section>
  );
}

type LevelSliderProps = {
  label: string;
  value: number;
  onChange: (value: number) => void;
  onCommit: () => void;
};

function LevelSlider({ label, value, onChange, onCommit }: LevelSliderProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-center justify-between text-sm">
        <label htmlFor={id} className="font-medium">
          {label}
        </label>
        {/* Not an <output>: that is a live region, and the slider already speaks its value. */}
        <span aria-hidden="true" className="tabular-nums text-muted-foreground">
          {value} / {LEVEL_MAX}
        </span>
      </div>
      <input
        id={id}
        type="range"
        min={LEVEL_MIN}
        max={LEVEL_MAX}
        step={1}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        onPointerUp={onCommit}
        onBlur={onCommit}
        className="h-6 w-full cursor-pointer accent-[var(--primary)] focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring rounded"
      />
    </div>
  );
}
