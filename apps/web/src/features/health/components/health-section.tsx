// The health and sport card of /app's right panel (the healthSection slot): opt-in (nothing is asked
// or kept until the user starts), then today's quick check-in and the 7-day trend, with a link to the
// health view (history, delete). Private: only the user sees it, and everything can be deleted.
import { useQuery } from '@tanstack/react-query';
import { HeartPulse } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PanelCard } from '../../../components/panel-card.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { healthQueryOptions } from '../../../lib/api/health.ts';
import { useHealthOptIn } from '../health-opt-in.ts';
import { HealthTrend } from './health-trend.tsx';
import { QuickCheckIn } from './quick-check-in.tsx';

export function HealthSection() {
  const { t } = useTranslation('health');
  const titleId = useId();
  const query = useQuery(healthQueryOptions());
  const [optedIn, optIn] = useHealthOptIn(query.data);
  return (
    <PanelCard
      titleId={titleId}
      title={t('title')}
      icon={<HeartPulse aria-hidden="true" className="size-4 text-rose-500" />}
      aside={
        optedIn ? (
          <Link to="/health" className="text-xs text-muted-foreground underline-offset-2 hover:underline">
            {t('card.open')}
          </Link>
        ) : null
      }
    >
      {!optedIn ? (
        <div className="flex flex-col items-start gap-2">
          <p className="text-sm text-muted-foreground">{t('card.intro')}</p>
          <Button variant="outline" size="sm" onClick={optIn}>
            {t('card.start')}
          </Button>
        </div>
      ) : query.data ? (
        <div className="flex flex-col gap-4">
          <p className="text-xs text-muted-foreground">{t('card.today')}</p>
          <QuickCheckIn day={query.data.today} checkIn={query.data.todayCheckIn} />
          <div className="flex flex-col gap-1">
            <h3 className="text-xs font-medium text-muted-foreground">{t('trend.title')}</h3>
            <HealthTrend trend={query.data.trend} />
          </div>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">{query.isError ? t('loadFailed') : t('loading')}</p>
      )}
    </PanelCard>
  );
}
