// Estimate calibration on /analytics: how long tasks took against their estimate, overall, by size
// ("your 30-minute tasks take about 47 minutes") and by strategy, always with the number of tasks
// behind each figure; sizes with too few tasks say so instead of guessing.
import type { CalibrationDto } from '@nova/core/contracts/analytics';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyNote } from '../../../components/ui/load-state.tsx';

type Factor = CalibrationDto['overall'];

function useFactorText() {
  const { t, i18n } = useTranslation('analytics');
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  return (f: Factor) =>
    f.reliable && f.factor !== null
      ? t('calibration.factor', { factor: number.format(f.factor), count: f.samples })
      : t('calibration.tooFew', { count: f.samples });
}

export function CalibrationCard({ data }: { data: CalibrationDto }) {
  const { t } = useTranslation('analytics');
  const titleId = useId();
  const factorText = useFactorText();
  const sizes = data.bySize.filter((s) => s.samples > 0);
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-2xl border border-border bg-card p-4"
    >
      <div>
        <h2 id={titleId} className="text-base font-semibold">
          {t('calibration.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('calibration.description')}</p>
      </div>
      {data.overall.samples === 0 ? (
        <EmptyNote>{t('calibration.empty')}</EmptyNote>
      ) : (
        <>
          <p className="text-lg">{factorText(data.overall)}</p>
          <ul className="flex flex-col gap-1 text-sm">
            {sizes.map((s) => (
              <li key={s.size}>
                {s.reliable
                  ? t('calibration.size', {
                      estimate: Math.round(s.estimateMinutes / s.samples),
                      actual: Math.round(s.actualMinutes / s.samples),
                      count: s.samples,
                    })
                  : `${t(`calibration.sizes.${s.size}`)}: ${factorText(s)}`}
              </li>
            ))}
          </ul>
          <table className="w-full text-left text-sm">
            <caption className="py-1 text-left font-medium">{t('calibration.byStrategy')}</caption>
            <thead>
              <tr className="border-b border-border">
                <th scope="col" className="py-1 pr-3 font-medium">
                  {t('table.strategy')}
                </th>
                <th scope="col" className="py-1 font-medium">
                  {t('calibration.result')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.byStrategy.map((s) => (
                <tr key={s.strategyId ?? 'none'} className="border-b border-border/60">
                  <th scope="row" className="py-1 pr-3 font-normal">
                    {s.name ?? t('noStrategy')}
                  </th>
                  <td className="py-1">{factorText(s)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
