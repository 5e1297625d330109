// The Pomodoro timer panel (SPEC §9: 25 min focus, 5 min break): ring, time, start / pause / resume /
// reset / skip, sound toggle and a one-time, polite offer of notifications. The time is a role="timer"
// (read on demand, never every second); phase changes are announced in a polite live region.
import { useQuery } from '@tanstack/react-query';
import { Bell, Pause, Play, RotateCcw, SkipForward, Volume2, VolumeX } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { taskQueryOptions } from '../../../lib/api/tasks.ts';
import { readStored, writeStored } from '../../../lib/storage.ts';
import { usePomodoro } from '../hooks/use-pomodoro.ts';
import { formatClock, type PomodoroState, progressAt, remainingAt } from '../pomodoro.ts';
import {
  askNotificationPermission,
  declineNotifications,
  notify,
  SOUND_KEY,
  shouldOfferNotifications,
  unlockAudio,
} from '../pomodoro-alerts.ts';
import { PomodoroRing } from './pomodoro-ring.tsx';

export type PomodoroTimerProps = {
  /** The task new focus sessions count for; null runs the timer without a task. */
  activeTaskId: string | null;
};

export function PomodoroTimer({ activeTaskId }: PomodoroTimerProps) {
  // The namespace loads with the panel; nothing else on the screen waits for it.
  return (
    <Suspense fallback={null}>
      <PomodoroPanel activeTaskId={activeTaskId} />
    </Suspense>
  );
}

function PomodoroPanel({ activeTaskId }: PomodoroTimerProps) {
  const { t } = useTranslation('pomodoro');
  const [announcement, setAnnouncement] = useState('');
  const [offerNotifications, setOfferNotifications] = useState(false);
  const [sound, setSound] = useState(() => readStored(SOUND_KEY) !== 'off');
  const { state, now, dispatch } = usePomodoro({
    onPhaseEnd: ({ phase, late }) => {
      const text = t(phase === 'work' ? 'ended.work' : 'ended.rest');
      setAnnouncement(text);
      if (!late) notify(t('notification.title'), text);
    },
    onTaskClockError: () => toast.error(t('errors.taskClock'), { id: 'pomodoro-task-clock' }),
  });

  const working = state.phase === 'work';
  const busy = state.status !== 'idle';
  const taskId = working && busy ? state.taskId : activeTaskId;
  const task = useQuery({ ...taskQueryOptions(taskId ?? ''), enabled: taskId !== null });
  const remaining = remainingAt(state, now);
  const clock = formatClock(remaining);
  const phaseLabel = t(working ? 'phase.work' : 'phase.rest');

  const start = () => {
    unlockAudio();
    dispatch({ type: 'start', now: Date.now(), taskId: activeTaskId });
    setAnnouncement(t(working ? 'started.work' : 'started.rest'));
    if (shouldOfferNotifications()) setOfferNotifications(true);
  };

  return (
    <section
      aria-labelledby="pomodoro-title"
      className="flex flex-col items-center gap-4 rounded-2xl border border-border bg-card p-5 text-card-foreground"
    >
      <div className="flex w-full items-center justify-between gap-2">
        <h2 id="pomodoro-title" className="text-base font-semibold">
          {t('title')}
        </h2>
        <Button
          variant="ghost"
          size="icon"
          aria-pressed={sound}
          aria-label={t('sound')}
          title={t('sound')}
          onClick={() => {
            writeStored(SOUND_KEY, sound ? 'off' : 'on');
            setSound(!sound);
          }}
        >
          {sound ? <Volume2 aria-hidden="true" /> : <VolumeX aria-hidden="true" />}
        </Button>
      </div>

      <PomodoroRing progress={progressAt(state, now)} tone={working ? 'work' : 'rest'}>
        <span className="text-sm text-muted-foreground">{phaseLabel}</span>
        <span
          role="timer"
          aria-live="off"
          aria-atomic="true"
          aria-label={t('timerLabel', { phase: phaseLabel, time: clock })}
          className="text-4xl font-semibold tabular-nums"
        >
          {clock}
        </span>
        {state.status === 'paused' ? (
          <span className="text-xs text-muted-foreground">{t('paused')}</span>
        ) : null}
      </PomodoroRing>

      <p className="min-h-5 max-w-full truncate text-center text-sm text-muted-foreground">
        {taskId === null ? t('noTask') : task.data ? t('forTask', { title: task.data.title }) : '\u00a0'}
      </p>

      <PomodoroControls state={state} dispatch={dispatch} onStart={start} announce={setAnnouncement} />

      {state.completedWork > 0 ? (
        <p className="text-xs text-muted-foreground">{t('sessions', { n: state.completedWork })}</p>
      ) : null}

      {offerNotifications ? <NotificationOffer onDone={() => setOfferNotifications(false)} /> : null}

      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}

type PomodoroControlsProps = {
  state: PomodoroState;
  dispatch: ReturnType<typeof usePomodoro>['dispatch'];
  onStart: () => void;
  /** Says what happened in the panel's polite live region. */
  announce: (text: string) => void;
};

/** Start, pause or resume; skip the phase; reset. */
function PomodoroControls({ state, dispatch, onStart, announce }: PomodoroControlsProps) {
  const { t } = useTranslation('pomodoro');
  const working = state.phase === 'work';
  return (
    <div className="flex flex-wrap justify-center gap-2">
      {state.status === 'idle' ? (
        <Button onClick={onStart}>
          <Play aria-hidden="true" />
          {t(working ? 'actions.startWork' : 'actions.startRest')}
        </Button>
      ) : state.status === 'running' ? (
        <Button onClick={() => dispatch({ type: 'pause', now: Date.now() })}>
          <Pause aria-hidden="true" />
          {t('actions.pause')}
        </Button>
      ) : (
        <Button onClick={() => dispatch({ type: 'resume', now: Date.now() })}>
          <Play aria-hidden="true" />
          {t('actions.resume')}
        </Button>
      )}
      <Button
        variant="outline"
        onClick={() => {
          dispatch({ type: 'skip', now: Date.now() });
          announce(t(working ? 'skipped.work' : 'skipped.rest'));
        }}
      >
        <SkipForward aria-hidden="true" />
        {t(working ? 'actions.skipWork' : 'actions.skipRest')}
      </Button>
      <Button
        variant="ghost"
        onClick={() => {
          dispatch({ type: 'reset', now: Date.now() });
          announce(t('resetDone'));
        }}
      >
        <RotateCcw aria-hidden="true" />
        {t('actions.reset')}
      </Button>
    </div>
  );
}

function NotificationOffer({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('pomodoro');
  return (
    <div className="flex w-full flex-col gap-2 rounded-xl bg-muted/60 p-3 text-sm">
      <p className="flex items-start gap-2">
        <Bell aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {t('notifications.offer')}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="secondary"
          onClick={() => {
            void askNotificationPermission();
            onDone();
          }}
        >
          {t('notifications.allow')}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => {
            declineNotifications();
            onDone();
          }}
        >
          {t('notifications.decline')}
        </Button>
      </div>
    </div>
  );
}
