// Beside a task's estimate: what tasks of that size took this user, from estimate calibration ("tasks
// like this usually take about 47 min for you (x1.57, tasks: 3)"). Shown, never applied: the estimate
// stays what the user typed. Nothing until there are enough completed, timed tasks. Fills the
// estimateHint slot of the task detail (lib/slots.ts).
import { calibrateEstimate } from '@nova/core/domain/analytics';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { calibrationQueryOptions } from '../api/analytics.ts';

export function EstimateHint({ id, estimateMinutes }: { id: string; estimateMinutes: number | null }) {
  const { t, i18n } = useTranslation('analytics');
  const { data } = useQuery(calibrationQueryOptions());
  const hint = data ? calibrateEstimate(estimateMinutes, data) : null;
  if (!hint) return null;
  const factor = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 }).format(hint.factor);
  return (
    <p id={id} className="text-xs text-muted-foreground">
      {t('calibration.hint', { likely: hint.likelyMinutes, factor, count: hint.samples })}
    </p>
  );
}
