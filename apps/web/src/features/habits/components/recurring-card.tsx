// One recurring template: title, rhythm in words, the next day it brings a task (or "paused"), and
// its actions. Deleting asks first; the tasks it already created stay.
import type { RecurringTaskTemplateDto } from '@nova/core/contracts/recurring';
import { Pause, Play, SkipForward, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import type { RecurringAction } from '../api/recurring.ts';
import { patternText } from '../habit-view.ts';

type Props = {
  template: RecurringTaskTemplateDto;
  onAction: (action: RecurringAction) => void;
  onDelete: () => void;
};

export function RecurringCard({ template, onAction, onDelete }: Props) {
  const { t, i18n } = useTranslation('habits');
  const [confirming, setConfirming] = useState(false);
  const titleId = `recurring-${template.id}`;
  const rhythm = patternText(template.pattern, template.time);
  const days = template.pattern.daysOfWeek.map((d) => t(`weekday.${d}`)).join(', ');
  const next = template.nextOccurrence
    ? new Intl.DateTimeFormat(i18n.language, {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        timeZone: 'UTC',
      }).format(new Date(`${template.nextOccurrence}T00:00:00Z`))
    : null;
  return (
    <li
      aria-labelledby={titleId}
      className="flex flex-col gap-2 rounded-2xl border border-border bg-card p-4"
    >
      <h3 id={titleId} className="font-semibold">
        {template.title}
      </h3>
      <p className="text-sm text-muted-foreground">
        {t(rhythm.key, {
          ...rhythm.values,
          days,
          part: rhythm.part ? t(`recurring.part.${rhythm.part}`) : '',
        })}
      </p>
      <p className="text-sm">
        {template.paused
          ? t('recurring.paused')
          : next
            ? t('recurring.next', { date: next })
            : t('recurring.ended')}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => onAction(template.paused ? 'resume' : 'pause')}>
          {template.paused ? <Play aria-hidden /> : <Pause aria-hidden />}
          {t(template.paused ? 'recurring.resume' : 'recurring.pause')}
        </Button>
        {!template.paused && next ? (
          <Button variant="ghost" size="sm" onClick={() => onAction('skip-next')}>
            <SkipForward aria-hidden />
            {t('recurring.skipNext')}
          </Button>
        ) : null}
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('recurring.delete.open', { title: template.title })}
          onClick={() => setConfirming(true)}
        >
          <Trash2 aria-hidden />
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('recurring.delete.title', { title: template.title })}
        description={t('recurring.delete.description')}
        cancelLabel={t('delete.cancel')}
        confirmLabel={t('delete.confirm')}
        onConfirm={onDelete}
      />
    </li>
  );
}
