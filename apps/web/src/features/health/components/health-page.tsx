// The health view (/health): today's check-in, the 7-day trend (bars and a table), the last 30 days
// with a delete per day, and "delete all my health data" (confirmed). Private and opt-in.
import type { HealthCheckInDto } from '@nova/core/contracts/health';
import { healthFields } from '@nova/core/domain/health';
import { useQuery } from '@tanstack/react-query';
import { HeartPulse, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { healthQueryOptions } from '../../../lib/api/health.ts';
import { useRealtimeInvalidation } from '../../../lib/api/use-realtime-invalidation.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useDeleteAllHealth, useDeleteCheckIn } from '../api/health.ts';
import { formatValue, HealthTrend, useWeekdayFormat } from './health-trend.tsx';
import { QuickCheckIn } from './quick-check-in.tsx';

const HISTORY_DAYS = 30;

export function HealthPage() {
  const { t } = useTranslation('health');
  useDocumentTitle(t('title'));
  useRealtimeInvalidation();
  const query = useQuery(healthQueryOptions(HISTORY_DAYS));
  const data = query.data;
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-6 sm:px-6">
      <header className="flex flex-col gap-1">
        <h1 className="flex items-center gap-2 text-2xl font-semibold">
          <HeartPulse aria-hidden="true" className="size-6 text-rose-500" />
          {t('title')}
        </h1>
        <p className="text-sm text-muted-foreground">{t('page.privacy')}</p>
      </header>
      {!data ? (
        <p className="text-sm text-muted-foreground">{query.isError ? t('loadFailed') : t('loading')}</p>
      ) : (
        <>
          <section
            aria-labelledby="health-today"
            className="flex flex-col gap-3 rounded-2xl border border-border bg-card p-4"
          >
            <h2 id="health-today" className="text-base font-semibold">
              {t('page.today')}
            </h2>
            <QuickCheckIn day={data.today} checkIn={data.todayCheckIn} />
          </section>
          <section
            aria-labelledby="health-trend"
            className="flex flex-col gap-3 rounded-2xl border border-border bg-card p-4"
          >
            <h2 id="health-trend" className="text-base font-semibold">
              {t('trend.title')}
            </h2>
            <HealthTrend trend={data.trend} />
          </section>
          <History history={data.history} />
        </>
      )}
    </div>
  );
}

function History({ history }: { history: readonly HealthCheckInDto[] }) {
  const { t } = useTranslation('health');
  const weekday = useWeekdayFormat();
  const remove = useDeleteCheckIn();
  const removeAll = useDeleteAllHealth();
  const [confirmAll, setConfirmAll] = useState(false);
  return (
    <section aria-labelledby="health-history" className="flex flex-col gap-3">
      <h2 id="health-history" className="text-base font-semibold">
        {t('page.history', { days: HISTORY_DAYS })}
      </h2>
      {history.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('page.noHistory')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {history.map((c) => (
            <li
              key={c.day}
              className="flex items-start justify-between gap-3 rounded-xl border border-border p-3"
            >
              <div className="min-w-0 text-sm">
                <p className="font-medium">
                  {weekday(c.day)} {c.day}
                </p>
                <p className="text-muted-foreground">
                  {healthFields
                    .filter((f) => c[f] !== null)
                    .map((f) => `${t(`fields.${f}.label`)}: ${formatValue(t, f, c[f])}`)
                    .join(' · ')}
                </p>
              </div>
              <Button
                variant="ghost"
                size="icon"
                className="size-9 shrink-0"
                aria-label={t('page.deleteDay', { day: c.day })}
                title={t('page.deleteDay', { day: c.day })}
                onClick={() =>
                  remove.mutate(
                    { day: c.day },
                    { onError: () => toast.error(t('toast.deleteFailed'), { id: 'health' }) },
                  )
                }
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-col items-start gap-2 border-t border-border pt-4">
        <p className="text-sm text-muted-foreground">{t('page.deleteAllHint')}</p>
        <Button variant="outline" size="sm" onClick={() => setConfirmAll(true)}>
          {t('page.deleteAll')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirmAll}
        onOpenChange={setConfirmAll}
        title={t('page.deleteAllTitle')}
        description={t('page.deleteAllDescription')}
        cancelLabel={t('page.cancel')}
        confirmLabel={t('page.deleteAllConfirm')}
        onConfirm={() =>
          removeAll.mutate(
            {},
            {
              onSuccess: () => toast.success(t('toast.deletedAll'), { id: 'health' }),
              onError: () => toast.error(t('toast.deleteFailed'), { id: 'health' }),
            },
          )
        }
      />
    </section>
  );
}
