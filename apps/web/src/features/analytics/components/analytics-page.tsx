// /analytics: charts of the user's own work over 7, 30 or 90 days or all time, in their time zone,
// each with an accessible table, and estimate calibration. Recharts lives in this lazy chunk only
// (routes.tsx), so /app and the shell never load it.
import { type AnalyticsRange, analyticsRanges } from '@nova/core/domain/analytics';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailedNote, LoadingNote } from '../../../components/ui/load-state.tsx';
import { cn } from '../../../lib/cn.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { calibrationQueryOptions, chartsQueryOptions } from '../api/analytics.ts';
import { CalibrationCard } from './calibration-card.tsx';
import { AnalyticsCharts } from './chart-sections.tsx';

function RangePicker({ value, onChange }: { value: AnalyticsRange; onChange: (r: AnalyticsRange) => void }) {
  const { t } = useTranslation('analytics');
  return (
    <fieldset className="flex flex-wrap gap-1 rounded-xl border border-border bg-muted/40 p-1">
      <legend className="sr-only">{t('range.label')}</legend>
      {analyticsRanges.map((range) => (
        <label
          key={range}
          className={cn(
            'cursor-pointer rounded-lg px-3 py-1.5 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
            value === range ? 'bg-primary text-primary-foreground' : 'hover:bg-muted',
          )}
        >
          <input
            type="radio"
            name="analytics-range"
            value={range}
            checked={value === range}
            onChange={() => onChange(range)}
            className="sr-only"
          />
          {t(`range.${range}`)}
        </label>
      ))}
    </fieldset>
  );
}

export function AnalyticsPage() {
  const { t } = useTranslation('analytics');
  useDocumentTitle(t('title'));
  const [range, setRange] = useState<AnalyticsRange>('30');
  const charts = useQuery(chartsQueryOptions(range));
  const calibration = useQuery(calibrationQueryOptions());
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="text-3xl font-semibold tracking-tight">{t('title')}</h1>
          <p className="text-muted-foreground">{t('lead')}</p>
        </div>
        <RangePicker value={range} onChange={setRange} />
      </header>
      {charts.isPending ? (
        <LoadingNote>{t('loading')}</LoadingNote>
      ) : charts.isError && !charts.data ? (
        <LoadFailedNote
          message={t('loadFailed')}
          retryLabel={t('retry')}
          onRetry={() => void charts.refetch()}
        />
      ) : (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {t('zoneNote', { zone: charts.data.timeZone })}
          </p>
          <AnalyticsCharts data={charts.data} />
        </>
      )}
      {calibration.data ? <CalibrationCard data={calibration.data} /> : null}
    </div>
  );
}
