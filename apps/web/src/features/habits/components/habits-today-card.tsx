// The habits due today, in /app's right panel (the habitsToday slot), each with its check-in button;
// a link to /habits. Nothing at all for someone without habits: the panel stays calm. Check-ins are
// the habits screen's own (optimistic, live on other devices).
import { useQuery } from '@tanstack/react-query';
import { Check, Repeat } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PanelCard } from '../../../components/panel-card.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { habitListQueryOptions } from '../api/habits.ts';
import { useHabitActions } from '../hooks/use-habit-actions.ts';

export function HabitsTodayCard() {
  const { t } = useTranslation('habits');
  const titleId = useId();
  const { data } = useQuery(habitListQueryOptions(false));
  const actions = useHabitActions();
  if (!data || data.habits.length === 0) return null;
  const due = data.habits.filter((h) => h.progress.dueToday);
  return (
    <PanelCard
      titleId={titleId}
      title={t('today.title')}
      icon={<Repeat aria-hidden="true" className="size-4 text-emerald-600" />}
      aside={
        <Link to="/habits" className="text-xs text-muted-foreground underline-offset-2 hover:underline">
          {t('today.all')}
        </Link>
      }
    >
      {due.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('today.nothingDue')}</p>
      ) : (
        <ul aria-labelledby={titleId} className="flex flex-col gap-2">
          {due.map((habit) => (
            <li key={habit.id} className="flex items-center justify-between gap-2 text-sm">
              <span className="min-w-0 truncate">
                {habit.icon ? `${habit.icon} ` : ''}
                {habit.name}
              </span>
              <Button
                size="sm"
                variant={habit.progress.doneToday ? 'secondary' : 'outline'}
                aria-pressed={habit.progress.doneToday}
                aria-label={t('today.checkIn', { name: habit.name })}
                disabled={habit.progress.doneToday && habit.target === 1}
                onClick={() => actions.checkIn(habit.id, data.today)}
              >
                <Check aria-hidden />
                {habit.target > 1 ? `${habit.progress.todayCount}/${habit.target}` : null}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </PanelCard>
  );
}
