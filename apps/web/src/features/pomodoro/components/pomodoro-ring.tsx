// The calm countdown ring: a thin track and an arc that shortens as the phase passes. It moves once a
// second with a linear ease (none under reduced motion); nothing blinks or pulses. Decorative only:
// the time is given to assistive technology by the timer element beside it.
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn.ts';

const SIZE = 168;
const STROKE = 8;
const RADIUS = (SIZE - STROKE) / 2;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

export type PomodoroRingProps = {
  /** 0..1 of the phase passed. */
  progress: number;
  tone: 'work' | 'rest';
  children: ReactNode;
};

export function PomodoroRing({ progress, tone, children }: PomodoroRingProps) {
  const offset = CIRCUMFERENCE * Math.min(1, Math.max(0, progress));
  return (
    <div className="relative grid size-42 place-items-center">
      <svg
        aria-hidden="true"
        width={SIZE}
        height={SIZE}
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        className="absolute inset-0 -rotate-90"
      >
        <circle
          cx={SIZE / 2}
          cy={SIZE / 2}
          r={RADIUS}
          fill="none"
          strokeWidth={STROKE}
          className="stroke-muted"
        />
        <circle
          cx={SIZE / 2}
          cy={SIZE / 2}
          r={RADIUS}
          fill="none"
          strokeWidth={STROKE}
          strokeLinecap="round"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={offset}
          className={cn(
            'transition-[stroke-dashoffset] duration-1000 ease-linear motion-reduce:transition-none',
            tone === 'work' ? 'stroke-primary' : 'stroke-emerald-500 dark:stroke-emerald-400',
          )}
        />
      </svg>
      <div className="relative flex flex-col items-center">{children}</div>
    </div>
  );
}
