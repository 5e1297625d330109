// The review itself, in a dialog over /app: the evening's wins first, then one task at a time with
// its decisions (each with a key), then the summary with the note and Finish. Everything is stored on
// the server as it goes, so a reload or another device opens it where it stopped.
import type { ReviewSessionDto } from '@nova/core/contracts/reviews';
import { quickPickDay, type ReviewAction } from '@nova/core/domain/review';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { useSlot } from '../../../lib/slots.ts';
import { type DecisionError, useReviewActions } from '../hooks/use-review-actions.ts';
import { actionForKey, isShortcutEvent, pickForKey } from '../review-shortcuts.ts';
import { BreakdownPanel } from './breakdown-panel.tsx';
import { ReviewSummary, ReviewWins } from './review-summary.tsx';
import { TaskWalk } from './task-walk.tsx';

type Panel = 'walk' | 'reschedule' | 'breakdown' | 'delegate';

export function ReviewDialog({
  session,
  open,
  onOpenChange,
}: {
  session: ReviewSessionDto;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('review');
  const { decide, busy, notes, finish } = useReviewActions(session);
  const DelegateTask = useSlot('delegateTask');
  const [panel, setPanel] = useState<Panel>('walk');
  const [error, setError] = useState<DecisionError | null>(null);
  // The evening opens on its wins until the walk starts (or has started before, on any device).
  const [started, setStarted] = useState(session.type === 'morning_sync' || session.reviewed.length > 0);
  const [finishing, setFinishing] = useState(false);
  const task = session.tasks[session.currentIndex];
  const atEnd = !task || finishing;

  const act = async (action: ReviewAction, date?: string) => {
    if (!task || busy) return;
    if (action === 'breakdown' || action === 'delegate') {
      setPanel(action);
      return;
    }
    setError(null);
    const failed = await decide(task, action, date);
    setError(failed);
    if (!failed) setPanel('walk');
  };

  const record = async (action: 'breakdown' | 'delegate') => {
    if (!task) return;
    const failed = await decide(task, action);
    setError(failed);
    setPanel('walk');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!isShortcutEvent(event) || atEnd || !started || busy) return;
    if (panel === 'reschedule') {
      const pick = pickForKey(event.key);
      if (pick) {
        event.preventDefault();
        void act('reschedule', quickPickDay(pick, session.day));
      }
      return;
    }
    if (panel !== 'walk') return;
    const action = actionForKey(session.type, event.key);
    if (!action || (action === 'delegate' && !DelegateTask)) return;
    event.preventDefault();
    if (action === 'reschedule') setPanel('reschedule');
    else void act(action);
  };

  const done = async (text: string) => {
    try {
      if (text !== session.notes) await notes.mutateAsync({ id: session.id, notes: text });
      await finish.mutateAsync({ id: session.id });
      toast.success(t(`finished.${session.type}`), { id: 'review' });
      onOpenChange(false);
    } catch {
      toast.error(t('errors.failed'), { id: 'review' });
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('close')} className="max-w-xl" onKeyDown={onKeyDown}>
        <DialogTitle>{t(`types.${session.type}`)}</DialogTitle>
        <DialogDescription>{t(`intro.${session.type}`)}</DialogDescription>
        <div className="mt-5 flex flex-col gap-4">
          {!started ? (
            <>
              <ReviewWins session={session} />
              <Button className="self-start" autoFocus onClick={() => setStarted(true)}>
                {task ? t('wins.walk') : t('wins.toNote')}
              </Button>
            </>
          ) : atEnd ? (
            <ReviewSummary
              session={session}
              busy={notes.isPending || finish.isPending}
              onFinish={(text) => void done(text)}
            />
          ) : panel === 'breakdown' ? (
            <BreakdownPanel
              task={task}
              onAdded={() => void record('breakdown')}
              onBack={() => setPanel('walk')}
            />
          ) : (
            <>
              <TaskWalk
                session={session}
                task={task}
                busy={busy}
                rescheduling={panel === 'reschedule'}
                onReschedule={(on) => setPanel(on ? 'reschedule' : 'walk')}
                onAction={(action, date) => void act(action, date)}
                unavailable={DelegateTask ? undefined : new Set<ReviewAction>(['delegate'])}
              />
              {error ? (
                <p role="alert" className="text-sm text-destructive">
                  {t(`errors.${error}`)}
                </p>
              ) : null}
              <p className="hidden text-xs text-muted-foreground sm:block">{t('walk.keysHint')}</p>
              <Button variant="ghost" size="sm" className="self-start" onClick={() => setFinishing(true)}>
                {t('walk.finishEarly')}
              </Button>
            </>
          )}
        </div>
        {DelegateTask && task && panel === 'delegate' ? (
          <DelegateTask
            taskId={task.id}
            open
            onOpenChange={(next) => {
              if (!next) setPanel('walk');
            }}
            onDelegated={() => void record('delegate')}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
