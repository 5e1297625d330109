// One task of the walk: what it is, and the decisions the review's type offers, each with its key.
// Reschedule opens its quick picks (tomorrow, this weekend, next week) and a day field; break into
// steps and delegate open their panels; the rest are done at once.
import type { ReviewSessionDto, ReviewTaskDto } from '@nova/core/contracts/reviews';
import {
  actionsOf,
  type QuickPick,
  quickPickDay,
  quickPicks,
  type ReviewAction,
} from '@nova/core/domain/review';
import { ArrowRight, CalendarClock, Check, ListTree, Send, Star, Sun, Trash2 } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Input, Label } from '../../../components/ui/input.tsx';
import { actionKeys, pickKeys } from '../review-shortcuts.ts';
import { ActionButton } from './action-button.tsx';

const icons: Record<ReviewAction, ReactNode> = {
  keep: <Sun aria-hidden="true" />,
  reschedule: <CalendarClock aria-hidden="true" />,
  mvd: <Star aria-hidden="true" />,
  breakdown: <ListTree aria-hidden="true" />,
  delegate: <Send aria-hidden="true" />,
  drop: <Trash2 aria-hidden="true" />,
  skip: <ArrowRight aria-hidden="true" />,
  noted: <Check aria-hidden="true" />,
};

export type TaskWalkProps = {
  session: ReviewSessionDto;
  task: ReviewTaskDto;
  busy: boolean;
  rescheduling: boolean;
  onReschedule: (open: boolean) => void;
  onAction: (action: ReviewAction, date?: string) => void;
  /** Actions that cannot be offered now (delegate without the dialog). */
  unavailable?: ReadonlySet<ReviewAction>;
};

export function TaskWalk({
  session,
  task,
  busy,
  rescheduling,
  onReschedule,
  onAction,
  unavailable,
}: TaskWalkProps) {
  const { t } = useTranslation('review');
  const position = session.tasks.filter((x) => !x.gone).findIndex((x) => x.id === task.id) + 1;
  const total = session.tasks.filter((x) => !x.gone).length;
  const actions = actionsOf[session.type].filter((a) => !unavailable?.has(a));
  // Each new task takes the focus (its title is read out, and the review's keys keep working).
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (task.id) heading.current?.focus();
  }, [task.id]);
  return (
    <div className="flex flex-col gap-4">
      <div>
        <p className="text-xs text-muted-foreground" aria-live="polite">
          {t('walk.position', { position, total })}
        </p>
        <div className="mt-1 h-1.5 overflow-hidden rounded-full bg-secondary" aria-hidden="true">
          <div
            className="h-full bg-primary"
            style={{ width: `${(Math.max(position - 1, 0) / Math.max(total, 1)) * 100}%` }}
          />
        </div>
      </div>
      <div className="rounded-xl border border-border bg-background p-4">
        <h3 ref={heading} tabIndex={-1} className="text-lg font-semibold break-words focus:outline-none">
          {task.title}
        </h3>
        <p className="mt-1 text-sm text-muted-foreground">
          {[
            t(`status.${task.status}`),
            task.startDate ? t('walk.date', { date: task.startDate }) : null,
            task.microTotal > 0 ? t('walk.steps', { done: task.microDone, total: task.microTotal }) : null,
            task.inMvd ? t('walk.inMvd') : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </div>
      {rescheduling ? (
        <ReschedulePicks
          today={session.day}
          busy={busy}
          onPick={(date) => onAction('reschedule', date)}
          onBack={() => onReschedule(false)}
        />
      ) : (
        <fieldset className="grid min-w-0 grid-cols-1 gap-2 sm:grid-cols-2">
          <legend className="sr-only">{t('walk.actions')}</legend>
          {actions.map((action) => (
            <ActionButton
              key={action}
              shortcut={actionKeys[action]}
              icon={icons[action]}
              // aria-disabled, not disabled: a disabled button drops the focus to the page, and the
              // review's keys with it.
              aria-disabled={busy}
              onClick={() => {
                if (busy) return;
                if (action === 'reschedule') onReschedule(true);
                else onAction(action);
              }}
            >
              {t(`actions.${session.type}.${action}`)}
            </ActionButton>
          ))}
        </fieldset>
      )}
    </div>
  );
}

function ReschedulePicks({
  today,
  busy,
  onPick,
  onBack,
}: {
  today: string;
  busy: boolean;
  onPick: (date: string) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation('review');
  const dateId = useId();
  const [date, setDate] = useState('');
  // The picks replace the button that opened them: the first pick takes the focus.
  const picks = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    picks.current?.querySelector('button')?.focus();
  }, []);
  const pick = (p: QuickPick) => onPick(quickPickDay(p, today));
  return (
    <div className="flex flex-col gap-3">
      <fieldset ref={picks} className="grid min-w-0 grid-cols-1 gap-2 sm:grid-cols-3">
        <legend className="mb-1 text-sm font-medium">{t('reschedule.title')}</legend>
        {quickPicks.map((p) => (
          <ActionButton key={p} shortcut={pickKeys[p]} aria-disabled={busy} onClick={() => !busy && pick(p)}>
            {t(`reschedule.${p}`)}
          </ActionButton>
        ))}
      </fieldset>
      <form
        className="flex items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (date >= today) onPick(date);
        }}
      >
        <div className="flex flex-1 flex-col gap-1">
          <Label htmlFor={dateId}>{t('reschedule.other')}</Label>
          <Input id={dateId} type="date" min={today} value={date} onChange={(e) => setDate(e.target.value)} />
        </div>
        <Button type="submit" size="sm" variant="outline" disabled={busy || !date || date < today}>
          {t('reschedule.set')}
        </Button>
      </form>
      <Button variant="ghost" size="sm" className="self-start" onClick={onBack}>
        {t('reschedule.back')}
      </Button>
    </div>
  );
}
