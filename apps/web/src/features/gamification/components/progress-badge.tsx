// The level and XP in the signed-in header, a link to /gamification. Hidden while the summary loads
// and when the user turned the game off.
import { useQuery } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { progressQueryOptions } from '../../../lib/api/progress.ts';

export function ProgressBadge() {
  const { t } = useTranslation('progress');
  const { data } = useQuery(progressQueryOptions());
  if (!data?.enabled) return null;
  const label = t('header', { level: data.level, xp: data.xp });
  // The short visible form is hidden from screen readers, which hear the full sentence instead.
  return (
    <Link
      to="/gamification"
      data-testid="header-progress"
      title={label}
      className="flex h-9 items-center gap-1.5 whitespace-nowrap rounded-lg px-2 text-sm text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <Sparkles aria-hidden="true" className="size-4 text-primary" />
      <span aria-hidden="true" className="font-medium text-foreground">
        {t('headerShort', { level: data.level })}
      </span>
      <span aria-hidden="true" className="hidden sm:inline">
        · {data.xp} XP
      </span>
      <span className="sr-only">{label}</span>
    </Link>
  );
}
