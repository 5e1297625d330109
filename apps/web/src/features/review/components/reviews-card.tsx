// Morning sync and evening review on /app (the reviews slot, in the right panel): start either, or
// continue the one left open (after a reload or on another device: the server keeps where it stopped).
import type { ReviewType } from '@nova/core/domain/review';
import { useQuery } from '@tanstack/react-query';
import { Moon, RotateCcw, Sunrise } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { PanelCard } from '../../../components/panel-card.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { openReviewQueryOptions, useReviewMutations } from '../api/reviews.ts';
import { ReviewDialog } from './review-dialog.tsx';

export function ReviewsCard() {
  const { t } = useTranslation('review');
  const titleId = useId();
  const { data } = useQuery(openReviewQueryOptions());
  const { start } = useReviewMutations();
  const [open, setOpen] = useState(false);
  const session = data?.session ?? null;

  const begin = (type: ReviewType) =>
    start.mutate(
      { type },
      {
        onSuccess: () => setOpen(true),
        onError: () => toast.error(t('errors.startFailed'), { id: 'review' }),
      },
    );

  const reviewed = session?.reviewed.length ?? 0;
  const total = session?.tasks.filter((task) => !task.gone).length ?? 0;
  return (
    <PanelCard
      titleId={titleId}
      title={t('card.title')}
      icon={<Sunrise aria-hidden="true" className="size-4 text-amber-500" />}
    >
      <div className="grid grid-cols-1 gap-2">
        {session ? (
          <Button size="sm" className="justify-start" onClick={() => setOpen(true)}>
            <RotateCcw aria-hidden="true" />
            {t(`card.resume.${session.type}`, { done: reviewed, total })}
          </Button>
        ) : null}
        <Button
          variant="outline"
          size="sm"
          className="justify-start"
          disabled={start.isPending}
          onClick={() => begin('morning_sync')}
        >
          <Sunrise aria-hidden="true" />
          {t('card.morning')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          className="justify-start"
          disabled={start.isPending}
          onClick={() => begin('evening_review')}
        >
          <Moon aria-hidden="true" />
          {t('card.evening')}
        </Button>
      </div>
      {session && open ? (
        <ReviewDialog key={session.id} session={session} open={open} onOpenChange={setOpen} />
      ) : null}
    </PanelCard>
  );
}
