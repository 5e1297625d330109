// The filter modal: status, type, quadrant, strategy, tag and a date range. Native selects and date
// inputs keep it light; the choice applies when "Show tasks" is pressed. Lazy-loaded on first open.
import type { Quadrant } from '@nova/core/domain/priority';
import { quadrants } from '@nova/core/domain/priority';
import { taskStatuses } from '@nova/core/domain/status';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { strategyListQueryOptions } from '../../../lib/api/strategies.ts';
import { tagListQueryOptions } from '../../../lib/api/tags.ts';
import { cleanFilters, type TaskFilters } from '../task-view.ts';

export type FilterDialogProps = {
  open: boolean;
  filters: TaskFilters;
  onApply: (filters: TaskFilters) => void;
  onClose: () => void;
};

const control =
  'h-10 w-full rounded-lg border border-input bg-background px-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

export function FilterDialog({ open, filters, onApply, onClose }: FilterDialogProps) {
  const { t } = useTranslation('tasks');
  const [draft, setDraft] = useState<TaskFilters>(filters);
  const strategies = useQuery({ ...strategyListQueryOptions(), enabled: open });
  const tags = useQuery({ ...tagListQueryOptions(), enabled: open });
  useEffect(() => {
    if (open) setDraft(filters);
  }, [open, filters]);
  const set = (patch: Partial<TaskFilters>) => setDraft((current) => ({ ...current, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(cleanFilters(draft));
  };
  const orEmpty = (value: string) => (value === '' ? undefined : value);

  const any = t('filters.any');
  const statusOptions = taskStatuses.map((status) => ({ value: status, label: t(`status.${status}`) }));
  const typeOptions = (['task', 'idea'] as const).map((type) => ({
    value: type,
    label: t(`filters.${type}`),
  }));
  const quadrantOptions = quadrants.map((quadrant) => ({
    value: quadrant,
    label: t(`quadrant.${quadrant}`),
  }));
  const strategyOptions = (strategies.data?.strategies ?? []).map((s) => ({ value: s.id, label: s.name }));
  const tagOptions = (tags.data?.tags ?? []).map((tag) => ({ value: tag.id, label: tag.name }));

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <DialogContent closeLabel={t('filters.close')}>
        <DialogTitle>{t('filters.title')}</DialogTitle>
        <DialogDescription>{t('filters.description')}</DialogDescription>
        <form onSubmit={submit} className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">
          <SelectField
            label={t('filters.status')}
            any={any}
            value={draft.status}
            options={statusOptions}
            onChange={(value) => set({ status: taskStatuses.find((s) => s === value) })}
          />
          <SelectField
            label={t('filters.type')}
            any={any}
            value={draft.type}
            options={typeOptions}
            onChange={(value) => set({ type: value === 'task' || value === 'idea' ? value : undefined })}
          />
          <SelectField
            label={t('filters.quadrant')}
            any={any}
            value={draft.quadrant}
            options={quadrantOptions}
            onChange={(value) => set({ quadrant: quadrants.find((q): q is Quadrant => q === value) })}
          />
          <SelectField
            label={t('filters.strategy')}
            any={any}
            value={draft.strategyId}
            options={strategyOptions}
            onChange={(value) => set({ strategyId: orEmpty(value) })}
          />
          <SelectField
            label={t('filters.tag')}
            any={any}
            value={draft.tagId}
            options={tagOptions}
            onChange={(value) => set({ tagId: orEmpty(value) })}
          />
          <div className="grid grid-cols-2 gap-2 sm:col-span-2">
            <DateField
              label={t('filters.from')}
              value={draft.from}
              onChange={(value) => set({ from: orEmpty(value) })}
            />
            <DateField
              label={t('filters.to')}
              value={draft.to}
              onChange={(value) => set({ to: orEmpty(value) })}
            />
          </div>
          <div className="flex justify-end gap-2 sm:col-span-2">
            <Button variant="ghost" onClick={() => setDraft({})}>
              {t('filters.reset')}
            </Button>
            <Button type="submit">{t('filters.apply')}</Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

type SelectFieldProps = {
  label: string;
  /** The first option's text: no filter on this field. */
  any: string;
  value: string | undefined;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange: (value: string) => void;
};

function SelectField({ label, any, value, options, onChange }: SelectFieldProps) {
  return (
    <Field label={label}>
      {(id) => (
        <select id={id} className={control} value={value ?? ''} onChange={(e) => onChange(e.target.value)}>
          <option value="">{any}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

type DateFieldProps = { label: string; value: string | undefined; onChange: (value: string) => void };

function DateField({ label, value, onChange }: DateFieldProps) {
  return (
    <Field label={label}>
      {(id) => (
        <input
          id={id}
          type="date"
          className={control}
          value={value ?? ''}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  );
}

function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children(id)}
    </div>
  );
}
