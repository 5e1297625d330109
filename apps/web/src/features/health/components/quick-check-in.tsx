// The quick check-in: energy and mood 1-5, sleep and movement, one tap each, every value optional;
// tapping the chosen value again clears it. Each row is a group of toggle buttons (aria-pressed).
import type { HealthCheckInDto } from '@nova/core/contracts/health';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { cn } from '../../../lib/cn.ts';
import { type HealthPatch, useSetCheckIn } from '../api/health.ts';

type Field = keyof HealthPatch;

const choices: Record<Field, readonly number[]> = {
  energy: [1, 2, 3, 4, 5],
  mood: [1, 2, 3, 4, 5],
  sleepHours: [5, 6, 7, 8, 9],
  movementMinutes: [0, 10, 20, 30, 60],
};

export function QuickCheckIn({ day, checkIn }: { day: string; checkIn: HealthCheckInDto | null }) {
  const { t } = useTranslation('health');
  const set = useSetCheckIn();
  const choose = (field: Field, value: number) => {
    const next = checkIn?.[field] === value ? null : value;
    set.mutate(
      { day, [field]: next },
      { onError: () => toast.error(t('toast.saveFailed'), { id: 'health' }) },
    );
  };
  return (
    <div className="flex flex-col gap-3">
      {(Object.keys(choices) as Field[]).map((field) => (
        <ChoiceRow key={field} field={field} current={checkIn?.[field] ?? null} onChoose={choose} />
      ))}
    </div>
  );
}

function ChoiceRow({
  field,
  current,
  onChoose,
}: {
  field: Field;
  current: number | null;
  onChoose: (field: Field, value: number) => void;
}) {
  const { t } = useTranslation('health');
  return (
    <fieldset className="flex min-w-0 flex-col gap-1">
      <legend className="mb-1 text-xs font-medium text-muted-foreground">{t(`fields.${field}.label`)}</legend>
      <div className="grid grid-cols-5 gap-1">
        {choices[field].map((value) => {
          const pressed = current === value;
          return (
            <button
              key={value}
              type="button"
              aria-pressed={pressed}
              aria-label={t(`fields.${field}.choice`, { value })}
              title={t(`fields.${field}.choice`, { value })}
              onClick={() => onChoose(field, value)}
              className={cn(
                'h-9 min-w-0 rounded-lg border text-sm transition-colors motion-reduce:transition-none',
                'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                pressed
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'border-border bg-background hover:bg-secondary',
              )}
            >
              {t(`fields.${field}.short`, { value })}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
