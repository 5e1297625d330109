// The end of a review (or "finish for now"): what was decided, the note (the evening asks for one),
// and Finish. The day's wins head the evening review (ReviewWins), before its walk.
import type { ReviewSessionDto } from '@nova/core/contracts/reviews';
import { reviewActions } from '@nova/core/domain/review';
import { PartyPopper } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Label } from '../../../components/ui/input.tsx';

export function ReviewWins({ session }: { session: ReviewSessionDto }) {
  const { t } = useTranslation('review');
  const { wins } = session;
  const minutes = Math.round(wins.secondsSpent / 60);
  return (
    <div className="flex flex-col gap-2 rounded-xl bg-secondary/60 p-4">
      <h3 className="flex items-center gap-2 text-base font-semibold">
        <PartyPopper aria-hidden="true" className="size-4 text-amber-500" />
        {t('wins.title')}
      </h3>
      {wins.completed + wins.microStepsDone === 0 ? (
        <p className="text-sm">{t('wins.none')}</p>
      ) : (
        <ul className="list-disc space-y-0.5 pl-5 text-sm">
          <li>{t('wins.completed', { n: wins.completed })}</li>
          {wins.microStepsDone > 0 ? <li>{t('wins.steps', { n: wins.microStepsDone })}</li> : null}
          {minutes > 0 ? <li>{t('wins.minutes', { n: minutes })}</li> : null}
        </ul>
      )}
    </div>
  );
}

export function ReviewSummary({
  session,
  busy,
  onFinish,
}: {
  session: ReviewSessionDto;
  busy: boolean;
  onFinish: (notes: string) => void;
}) {
  const { t } = useTranslation('review');
  const notesId = useId();
  const [notes, setNotes] = useState(session.notes);
  // The walk's last task is gone from the screen: the summary takes the focus.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const counts = reviewActions
    .map((action) => [action, session.reviewed.filter((r) => r.action === action).length] as const)
    .filter(([, n]) => n > 0);
  const left = session.tasks.filter((task) => !task.gone).length - session.reviewed.length;
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        onFinish(notes);
      }}
    >
      <div>
        <h3 ref={heading} tabIndex={-1} className="text-base font-semibold focus:outline-none">
          {left > 0 ? t('summary.early', { n: left }) : t('summary.done')}
        </h3>
        {counts.length ? (
          <ul className="mt-1 text-sm text-muted-foreground">
            {counts.map(([action, n]) => (
              <li key={action}>{t(`summary.counts.${action}`, { n })}</li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={notesId}>{t(`summary.notes.${session.type}`)}</Label>
        <textarea
          id={notesId}
          value={notes}
          maxLength={2000}
          rows={3}
          onChange={(e) => setNotes(e.target.value)}
          className="w-full rounded-lg border border-border bg-background px-3 py-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        />
      </div>
      <Button type="submit" className="self-start" disabled={busy}>
        {t('summary.finish')}
      </Button>
    </form>
  );
}
