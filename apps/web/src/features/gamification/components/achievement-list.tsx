// Every achievement with its progress: unlocked ones with their date, the rest as "3 of 5" with a
// quiet bar. Nothing is marked as failed or late; locked ones are simply not yet.
import type { AchievementDto } from '@nova/core/contracts/progress';
import { Award, Lock } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';

function AchievementItem({ achievement, language }: { achievement: AchievementDto; language: string }) {
  const { t } = useTranslation('progress');
  const { key, unlockedAt, progress, goal } = achievement;
  const nameId = useId();
  const unlocked = unlockedAt !== null;
  const date = unlocked ? new Date(unlockedAt).toLocaleDateString(language, { dateStyle: 'medium' }) : '';
  return (
    <li
      aria-labelledby={nameId}
      data-achievement={key}
      data-unlocked={unlocked}
      className={cn(
        'flex gap-3 rounded-xl border p-3',
        unlocked ? 'border-primary/40 bg-primary/5' : 'border-border bg-card',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'flex size-9 shrink-0 items-center justify-center rounded-full',
          unlocked ? 'bg-primary text-primary-foreground' : 'bg-muted text-muted-foreground',
        )}
      >
        {unlocked ? <Award className="size-5" /> : <Lock className="size-4" />}
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p id={nameId} className="font-medium">
          {t(`achievements.${key}.name`)}
        </p>
        <p className="text-sm text-muted-foreground">{t(`achievements.${key}.description`)}</p>
        {unlocked ? (
          <p className="text-xs font-medium text-primary">{t('unlockedOn', { date })}</p>
        ) : (
          <div className="flex items-center gap-2">
            <div
              role="progressbar"
              aria-label={t(`achievements.${key}.name`)}
              aria-valuemin={0}
              aria-valuemax={goal}
              aria-valuenow={progress}
              aria-valuetext={t('achievementProgress', { progress, goal })}
              className="h-1.5 flex-1 overflow-hidden rounded-full bg-muted"
            >
              <div
                className="h-full rounded-full bg-primary/60"
                style={{ width: `${(progress / goal) * 100}%` }}
              />
            </div>
            <span className="shrink-0 text-xs text-muted-foreground">
              {t('achievementProgress', { progress, goal })}
            </span>
          </div>
        )}
      </div>
    </li>
  );
}

export function AchievementList({ achievements }: { achievements: readonly AchievementDto[] }) {
  const { t, i18n } = useTranslation('progress');
  const id = useId();
  const unlocked = achievements.filter((a) => a.unlockedAt !== null).length;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold">
          {t('achievementsTitle')}
        </h2>
        <p className="text-sm text-muted-foreground" data-testid="achievements-count">
          {t('achievementsCount', { unlocked, total: achievements.length })}
        </p>
      </div>
      <ul aria-labelledby={id} className="grid gap-3 sm:grid-cols-2">
        {achievements.map((achievement) => (
          <AchievementItem key={achievement.key} achievement={achievement} language={i18n.language} />
        ))}
      </ul>
    </section>
  );
}
