// The state of a review dialog: which panel shows (the walk, reschedule's picks, the breakdown, the
// delegation dialog), the last error, whether the evening's wins were passed, the keys, and Finish.
import type { ReviewSessionDto } from '@nova/core/contracts/reviews';
import { quickPickDay, type ReviewAction } from '@nova/core/domain/review';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { actionForKey, isShortcutEvent, pickForKey } from '../review-shortcuts.ts';
import { type DecisionError, useReviewActions } from './use-review-actions.ts';

export type Panel = 'walk' | 'reschedule' | 'breakdown' | 'delegate';

export function useReviewWalk(
  session: ReviewSessionDto,
  options: { canDelegate: boolean; onClose: () => void },
) {
  const { t } = useTranslation('review');
  const { decide, busy, notes, finish } = useReviewActions(session);
  const [panel, setPanel] = useState<Panel>('walk');
  const [error, setError] = useState<DecisionError | null>(null);
  // The evening opens on its wins until the walk starts (or has started before, on any device).
  const [started, setStarted] = useState(session.type === 'morning_sync' || session.reviewed.length > 0);
  const [finishing, setFinishing] = useState(false);
  const task = session.tasks[session.currentIndex];
  const atEnd = !task || finishing;
  // One decision per task: the task being decided, in a ref (not the mutations' pending flags). The
  // session moves on at once (the advance is optimistic, and queued offline), so the next task may be
  // on screen before the last decision's writes are answered: a key pressed then is for the new task
  // and is never dropped; a second key for the same task is.
  const deciding = useRef<string | null>(null);

  const act = async (action: ReviewAction, date?: string) => {
    if (!task || deciding.current === task.id) return;
    if (action === 'breakdown' || action === 'delegate') {
      setPanel(action);
      return;
    }
    deciding.current = task.id;
    setError(null);
    try {
      const failed = await decide(task, action, date);
      setError(failed);
      if (!failed) setPanel('walk');
    } finally {
      if (deciding.current === task.id) deciding.current = null;
    }
  };

  /** Breaking into steps and delegating are recorded once their panel has done its work. */
  const record = async (action: 'breakdown' | 'delegate') => {
    if (!task) return;
    const failed = await decide(task, action);
    setError(failed);
    setPanel('walk');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!isShortcutEvent(event) || atEnd || !started) return;
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
    if (!action || (action === 'delegate' && !options.canDelegate)) return;
    event.preventDefault();
    if (action === 'reschedule') setPanel('reschedule');
    else void act(action);
  };

  const done = async (text: string) => {
    try {
      if (text !== session.notes) await notes.mutateAsync({ id: session.id, notes: text });
      await finish.mutateAsync({ id: session.id });
      toast.success(t(`finished.${session.type}`), { id: 'review' });
      options.onClose();
    } catch {
      toast.error(t('errors.failed'), { id: 'review' });
    }
  };

  return {
    task,
    atEnd,
    started,
    start: () => setStarted(true),
    finishEarly: () => setFinishing(true),
    panel,
    setPanel,
    error,
    busy,
    finishing: notes.isPending || finish.isPending,
    act,
    record,
    onKeyDown,
    done,
  };
}
