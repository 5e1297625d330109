// The 7-day trend: a small bar row per value (energy, mood, sleep, movement) with the week's average,
// and the same figures as a table behind a toggle (the bars are decoration for screen readers; the
// averages line and the table carry the numbers).
import type { HealthOverview } from '@nova/core/contracts/health';
import { healthFields } from '@nova/core/domain/health';
import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { intlLocale, isLanguage } from '../../../lib/language.ts';

type Trend = HealthOverview['trend'];
type Field = (typeof healthFields)[number];

/** Where a bar is full: the top of each scale. */
const fullAt: Record<Field, number> = { energy: 5, mood: 5, sleepHours: 10, movementMinutes: 60 };

export function useWeekdayFormat(): (day: string) => string {
  const { i18n } = useTranslation();
  const locale = intlLocale(isLanguage(i18n.language) ? i18n.language : 'en');
  const format = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  return (day: string) => format.format(new Date(`${day}T12:00:00Z`));
}

export function formatValue(t: TFunction<'health'>, field: Field, value: number | null): string {
  if (value === null) return t('trend.none');
  return t(`fields.${field}.value`, { value });
}

export function HealthTrend({ trend }: { trend: Trend }) {
  const { t } = useTranslation('health');
  const [asTable, setAsTable] = useState(false);
  const tableId = useId();
  const weekday = useWeekdayFormat();
  return (
    <div className="flex flex-col gap-2">
      {trend.checkedInDays === 0 ? (
        <p className="text-sm text-muted-foreground">{t('trend.empty')}</p>
      ) : (
        <>
          <ul className="flex flex-col gap-2">
            {healthFields.map((field) => (
              <li key={field} className="flex items-center gap-2 text-xs">
                <span className="w-24 shrink-0 text-muted-foreground">{t(`fields.${field}.label`)}</span>
                <span aria-hidden="true" className="flex h-6 flex-1 items-end gap-1">
                  {trend.days.map((d) => (
                    <span
                      key={d.day}
                      className="flex-1 rounded-sm bg-primary/70"
                      style={{
                        height:
                          d[field] === null
                            ? '2px'
                            : `${Math.max(8, Math.min(100, ((d[field] ?? 0) / fullAt[field]) * 100))}%`,
                        opacity: d[field] === null ? 0.25 : 1,
                      }}
                    />
                  ))}
                </span>
                <span className="w-16 shrink-0 text-right tabular-nums">
                  {formatValue(t, field, trend.averages[field])}
                </span>
              </li>
            ))}
          </ul>
          <p className="text-xs text-muted-foreground">{t('trend.averagesHint')}</p>
        </>
      )}
      <Button
        variant="ghost"
        size="sm"
        className="self-start"
        aria-expanded={asTable}
        aria-controls={tableId}
        onClick={() => setAsTable(!asTable)}
      >
        {asTable ? t('trend.hideTable') : t('trend.showTable')}
      </Button>
      <div id={tableId} hidden={!asTable} className="overflow-x-auto">
        <table className="w-full text-left text-xs">
          <caption className="sr-only">{t('trend.caption')}</caption>
          <thead>
            <tr>
              <th scope="col" className="py-1 pr-2 font-medium">
                {t('trend.day')}
              </th>
              {healthFields.map((field) => (
                <th key={field} scope="col" className="py-1 pr-2 font-medium">
                  {t(`fields.${field}.label`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {trend.days.map((d) => (
              <tr key={d.day} className="border-t border-border">
                <th scope="row" className="py-1 pr-2 font-normal">
                  {weekday(d.day)} <span className="text-muted-foreground">{d.day.slice(5)}</span>
                </th>
                {healthFields.map((field) => (
                  <td key={field} className="py-1 pr-2 tabular-nums">
                    {formatValue(t, field, d[field])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
