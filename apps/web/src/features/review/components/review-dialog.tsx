// The review itself, in a dialog over /app: the evening's wins first, then one task at a time with
// its decisions (each with a key), then the summary with the note and Finish. Everything is stored on
// the server as it goes, so a reload or another device opens it where it stopped.
import type { ReviewSessionDto } from '@nova/core/contracts/reviews';
import type { ReviewAction } from '@nova/core/domain/review';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { useSlot } from '../../../lib/slots.ts';
import { useReviewWalk } from '../hooks/use-review-walk.ts';
import { BreakdownPanel } from './breakdown-panel.tsx';
import { ReviewSummary, ReviewWins } from './review-summary.tsx';
import { TaskWalk } from './task-walk.tsx';

const noDelegate: ReadonlySet<ReviewAction> = new Set(['delegate']);

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
  const DelegateTask = useSlot('delegateTask');
  const walk = useReviewWalk(session, {
    canDelegate: DelegateTask !== undefined,
    onClose: () => onOpenChange(false),
  });
  const { task, panel } = walk;

  let body: React.ReactNode;
  if (!walk.started) {
    body = (
      <>
        <ReviewWins session={session} />
        <Button className="self-start" autoFocus onClick={walk.start}>
          {task ? t('wins.walk') : t('wins.toNote')}
        </Button>
      </>
    );
  } else if (walk.atEnd || !task) {
    body = (
      <ReviewSummary session={session} busy={walk.finishing} onFinish={(text) => void walk.done(text)} />
    );
  } else if (panel === 'breakdown') {
    body = (
      <BreakdownPanel
        task={task}
        onAdded={() => void walk.record('breakdown')}
        onBack={() => walk.setPanel('walk')}
      />
    );
  } else {
    body = (
      <>
        <TaskWalk
          session={session}
          task={task}
          busy={walk.busy}
          rescheduling={panel === 'reschedule'}
          onReschedule={(on) => walk.setPanel(on ? 'reschedule' : 'walk')}
          onAction={(action, date) => void walk.act(action, date)}
          unavailable={DelegateTask ? undefined : noDelegate}
        />
        {walk.error ? (
          <p role="alert" className="text-sm text-destructive">
            {t(`errors.${walk.error}`)}
          </p>
        ) : null}
        <p className="hidden text-xs text-muted-foreground sm:block">{t('walk.keysHint')}</p>
        <Button variant="ghost" size="sm" className="self-start" onClick={walk.finishEarly}>
          {t('walk.finishEarly')}
        </Button>
      </>
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('close')} className="max-w-xl" onKeyDown={walk.onKeyDown}>
        <DialogTitle>{t(`types.${session.type}`)}</DialogTitle>
        <DialogDescription>{t(`intro.${session.type}`)}</DialogDescription>
        <div className="mt-5 flex flex-col gap-4">{body}</div>
        {DelegateTask && task && panel === 'delegate' ? (
          <DelegateTask
            taskId={task.id}
            open
            onOpenChange={(next) => {
              if (!next) walk.setPanel('walk');
            }}
            onDelegated={() => void walk.record('delegate')}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
