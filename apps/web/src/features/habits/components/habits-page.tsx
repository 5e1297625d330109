// /habits: the user's habits, each with its 30-day rate first, then its forgiving streak, one-tap
// check-in for today (and yesterday), undo and a 12-week heat map; a form to add one; archived
// habits on request. Every device sees a check-in live (habit.changed events).
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyNote, LoadFailedNote, LoadingNote } from '../../../components/ui/load-state.tsx';
import { useRealtimeInvalidation } from '../../../lib/api/use-realtime-invalidation.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { habitListQueryOptions } from '../api/habits.ts';
import { useHabitActions } from '../hooks/use-habit-actions.ts';
import { HabitCard } from './habit-card.tsx';
import { HabitCreateForm } from './habit-create-form.tsx';
import { RecurringSection } from './recurring-section.tsx';

export function HabitsPage() {
  const { t } = useTranslation('habits');
  useDocumentTitle(t('title'));
  useRealtimeInvalidation();
  const [showArchived, setShowArchived] = useState(false);
  const query = useQuery(habitListQueryOptions(showArchived));
  const actions = useHabitActions();
  const habits = query.data?.habits ?? [];

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-3xl font-semibold tracking-tight">{t('title')}</h1>
        <p className="text-muted-foreground">{t('lead')}</p>
      </header>
      {!showArchived && <HabitCreateForm creating={actions.creating} onCreate={actions.create} />}
      <div className="flex justify-end">
        <Button
          variant="ghost"
          size="sm"
          aria-pressed={showArchived}
          onClick={() => setShowArchived((v) => !v)}
        >
          {showArchived ? t('showActive') : t('showArchived')}
        </Button>
      </div>
      {query.isPending ? (
        <LoadingNote>{t('loading')}</LoadingNote>
      ) : query.isError && !query.data ? (
        <LoadFailedNote
          message={t('loadFailed')}
          retryLabel={t('retry')}
          onRetry={() => void query.refetch()}
        />
      ) : habits.length === 0 ? (
        <EmptyNote>{showArchived ? t('emptyArchived') : t('empty')}</EmptyNote>
      ) : (
        <ul
          aria-label={showArchived ? t('archivedListLabel') : t('listLabel')}
          className="flex flex-col gap-4"
        >
          {habits.map((habit) => (
            <HabitCard key={habit.id} habit={habit} today={query.data.today} actions={actions} />
          ))}
        </ul>
      )}
      {!showArchived && <RecurringSection />}
    </div>
  );
}
