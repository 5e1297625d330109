// /gamification: level and the way to the next one, this week's XP, the showed-up streak, how XP is
// earned and every achievement with its progress. A newcomer sees what to do first; a user who
// turned the game off sees a calm note with the switch, and nothing else.
import { useQuery } from '@tanstack/react-query';
import { Sprout } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { GameSwitch } from '../../../components/game-switch.tsx';
import { LoadFailedNote, LoadingNote } from '../../../components/ui/load-state.tsx';
import { progressQueryOptions } from '../../../lib/api/progress.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { AchievementList } from './achievement-list.tsx';
import { EarnTable, ProgressSummary } from './progress-summary.tsx';

export function GamificationPage() {
  const { t } = useTranslation('progress');
  useDocumentTitle(t('title'));
  const query = useQuery(progressQueryOptions());
  const progress = query.data;

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-3xl font-semibold tracking-tight">{t('title')}</h1>
        {progress?.enabled === false ? null : <p className="text-muted-foreground">{t('lead')}</p>}
      </header>
      {query.isPending ? (
        <LoadingNote>{t('loading')}</LoadingNote>
      ) : !progress ? (
        <LoadFailedNote
          message={t('loadFailed')}
          retryLabel={t('retry')}
          onRetry={() => void query.refetch()}
        />
      ) : !progress.enabled ? (
        <section
          data-testid="progress-off"
          className="flex flex-col gap-4 rounded-2xl border border-border bg-card p-6"
        >
          <h2 className="text-lg font-semibold">{t('offTitle')}</h2>
          <p className="text-muted-foreground">{t('off')}</p>
          <GameSwitch />
        </section>
      ) : (
        <>
          {progress.xp === 0 ? (
            <section
              data-testid="progress-empty"
              className="flex gap-3 rounded-2xl border border-dashed border-border p-4"
            >
              <Sprout aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              <div className="flex flex-col gap-1">
                <h2 className="font-semibold">{t('emptyTitle')}</h2>
                <p className="text-sm text-muted-foreground">{t('empty')}</p>
              </div>
            </section>
          ) : null}
          <ProgressSummary progress={progress} />
          <EarnTable />
          <AchievementList achievements={progress.achievements} />
        </>
      )}
    </div>
  );
}
