// The three figures of /gamification: level with the way to the next one, this week's XP, and the
// showed-up streak (current and best); then how XP is earned, which also teaches a newcomer.
import type { ProgressDto } from '@nova/core/contracts/progress';
import { type ProgressKind, xpAwards } from '@nova/core/domain/progress';
import { CalendarCheck, Flame, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

function Figure({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-2 rounded-2xl border border-border bg-card p-4"
    >
      <h2 id={id} className="flex items-center gap-2 text-sm font-semibold text-muted-foreground">
        {icon}
        {title}
      </h2>
      {children}
    </section>
  );
}

export function ProgressSummary({ progress }: { progress: ProgressDto }) {
  const { t } = useTranslation('progress');
  const next = progress.level + 1;
  const percent = Math.round((progress.intoLevel / progress.forNext) * 100);
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <Figure title={t('levelTitle')} icon={<Sparkles aria-hidden="true" className="size-4 text-primary" />}>
        <p className="text-3xl font-semibold" data-testid="progress-level">
          {t('level', { level: progress.level })}
        </p>
        <div
          role="progressbar"
          aria-label={t('levelBar', { next })}
          aria-valuemin={0}
          aria-valuemax={progress.forNext}
          aria-valuenow={progress.intoLevel}
          className="h-2 overflow-hidden rounded-full bg-muted"
        >
          <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
        </div>
        <p className="text-sm text-muted-foreground">
          {t('toNext', { count: progress.forNext - progress.intoLevel, next })}
        </p>
        <p className="text-sm text-muted-foreground" data-testid="progress-xp">
          {t('xpTotal', { count: progress.xp })}
        </p>
      </Figure>
      <Figure
        title={t('weekTitle')}
        icon={<CalendarCheck aria-hidden="true" className="size-4 text-primary" />}
      >
        <p className="text-3xl font-semibold" data-testid="progress-week">
          {t('weekXp', { count: progress.weekXp })}
        </p>
        <p className="text-sm text-muted-foreground">{t('weekHint')}</p>
      </Figure>
      <Figure title={t('streakTitle')} icon={<Flame aria-hidden="true" className="size-4 text-primary" />}>
        <p className="flex items-baseline gap-2">
          <span className="text-3xl font-semibold" data-testid="progress-streak">
            {progress.streak.current}
          </span>
          <span className="text-sm text-muted-foreground">{t('streakUnit')}</span>
        </p>
        <p className="text-sm">{t('streakBest', { count: progress.streak.best })}</p>
        <p className="text-sm text-muted-foreground">{t('streakHint')}</p>
      </Figure>
    </div>
  );
}

const kinds = Object.keys(xpAwards) as ProgressKind[];

export function EarnTable() {
  const { t } = useTranslation('progress');
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-border bg-card p-4">
      <h2 id={id} className="mb-3 text-lg font-semibold">
        {t('earnTitle')}
      </h2>
      <ul className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
        {kinds.map((kind) => (
          <li key={kind} className="flex items-center justify-between gap-3 text-sm">
            <span>{t(`earn.${kind}`)}</span>
            <span className="shrink-0 font-medium text-primary">
              {t('earnXp', { count: xpAwards[kind] })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
