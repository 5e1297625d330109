// The quieter settings of a habit in its edit dialog: icon, colour, life area, times a day, time of
// day, reminder time and rest days a week. Native selects: keyboard and screen readers know them.
import type { HabitDto } from '@nova/core/contracts/habits';
import { strategyColors } from '@nova/core/domain/colors';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Input, Label } from '../../../components/ui/input.tsx';
import { strategyListQueryOptions } from '../../../lib/api/strategies.ts';

export type HabitDraft = {
  icon: string;
  color: HabitDto['color'];
  strategyId: string | null;
  target: number;
  timeOfDay: HabitDto['timeOfDay'];
  reminderTime: string;
  restDaysPerWeek: number;
};

const selectClass = 'h-10 rounded-lg border border-input bg-background px-3 text-sm';
const parts = ['morning', 'afternoon', 'evening'] as const;

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}

export function HabitDetailFields({
  value,
  onChange,
}: {
  value: HabitDraft;
  onChange: (next: HabitDraft) => void;
}) {
  const { t } = useTranslation(['habits', 'strategy']);
  const strategies = useQuery(strategyListQueryOptions()).data?.strategies ?? [];
  const set = (patch: Partial<HabitDraft>) => onChange({ ...value, ...patch });
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      <Field id="edit-habit-icon" label={t('edit.icon')}>
        <Input
          id="edit-habit-icon"
          value={value.icon}
          maxLength={16}
          onChange={(e) => set({ icon: e.target.value })}
        />
      </Field>
      <Field id="edit-habit-color" label={t('edit.color')}>
        <select
          id="edit-habit-color"
          className={selectClass}
          value={value.color ?? ''}
          onChange={(e) => set({ color: strategyColors.find((c) => c === e.target.value) ?? null })}
        >
          <option value="">{t('edit.none')}</option>
          {strategyColors.map((color) => (
            <option key={color} value={color}>
              {t(`strategy:color.${color}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field id="edit-habit-strategy" label={t('edit.strategy')}>
        <select
          id="edit-habit-strategy"
          className={selectClass}
          value={value.strategyId ?? ''}
          onChange={(e) => set({ strategyId: e.target.value === '' ? null : e.target.value })}
        >
          <option value="">{t('edit.none')}</option>
          {strategies.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
      </Field>
      <Field id="edit-habit-target" label={t('create.target')}>
        <Input
          id="edit-habit-target"
          type="number"
          min={1}
          max={100}
          value={value.target}
          onChange={(e) => set({ target: Math.min(100, Math.max(1, Number(e.target.value) || 1)) })}
        />
      </Field>
      <Field id="edit-habit-part" label={t('edit.timeOfDay')}>
        <select
          id="edit-habit-part"
          className={selectClass}
          value={value.timeOfDay ?? ''}
          onChange={(e) => set({ timeOfDay: parts.find((p) => p === e.target.value) ?? null })}
        >
          <option value="">{t('edit.anyTime')}</option>
          {parts.map((part) => (
            <option key={part} value={part}>
              {t(`recurring.part.${part}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field id="edit-habit-reminder" label={t('edit.reminder')}>
        <Input
          id="edit-habit-reminder"
          type="time"
          value={value.reminderTime}
          onChange={(e) => set({ reminderTime: e.target.value })}
        />
      </Field>
      <Field id="edit-habit-rest" label={t('edit.restDays')}>
        <select
          id="edit-habit-rest"
          className={selectClass}
          value={value.restDaysPerWeek}
          onChange={(e) => set({ restDaysPerWeek: Number(e.target.value) })}
        >
          {[0, 1, 2, 3].map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </Field>
    </div>
  );
}
