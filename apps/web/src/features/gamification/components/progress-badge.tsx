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
  return (
    <Link
      to="/gamification"
      data-testid="header-progress"
      aria-label={t('header', { level: data.level, xp: data.xp })}
      title={t('header', { level: data.level, xp: data.xp })}
      className="flex h-9 items-center gap-1.5 rounded-lg px-2 text-sm text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <Sparkles aria-hidden="true" className="size-4 text-primary" />
      <span className="font-medium text-foreground">{t('headerShort', { level: data.level })}</span>
      <span className="hidden sm:inline">· {data.xp} XP</span>
    </Link>
  );
}
