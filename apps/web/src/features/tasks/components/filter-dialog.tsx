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
          <Field label={t('filters.status')}>
            {(id) => (
              <select
                id={id}
                className={control}
                value={draft.status ?? ''}
                onChange={(e) => set({ status: taskStatuses.find((s) => s === e.target.value) })}
              >
                <option value="">{t('filters.any')}</option>
                {taskStatuses.map((status) => (
                  <option key={status} value={status}>
                    {t(`status.${status}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t('filters.type')}>
            {(id) => (
              <select
                id={id}
                className={control}
                value={draft.type ?? ''}
                onChange={(e) =>
                  set({
                    type: e.target.value === 'task' || e.target.value === 'idea' ? e.target.value : undefined,
                  })
                }
              >
                <option value="">{t('filters.any')}</option>
                <option value="task">{t('filters.task')}</option>
                <option value="idea">{t('filters.idea')}</option>
              </select>
            )}
          </Field>
          <Field label={t('filters.quadrant')}>
            {(id) => (
              <select
                id={id}
                className={control}
                value={draft.quadrant ?? ''}
                onChange={(e) =>
                  set({ quadrant: quadrants.find((q): q is Quadrant => q === e.target.value) })
                }
              >
                <option value="">{t('filters.any')}</option>
                {quadrants.map((quadrant) => (
                  <option key={quadrant} value={quadrant}>
                    {t(`quadrant.${quadrant}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t('filters.strategy')}>
            {(id) => (
              <select
                id={id}
                className={control}
                value={draft.strategyId ?? ''}
                onChange={(e) => set({ strategyId: orEmpty(e.target.value) })}
              >
                <option value="">{t('filters.any')}</option>
                {strategies.data?.strategies.map((strategy) => (
                  <option key={strategy.id} value={strategy.id}>
                    {strategy.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t('filters.tag')}>
            {(id) => (
              <select
                id={id}
                className={control}
                value={draft.tagId ?? ''}
                onChange={(e) => set({ tagId: orEmpty(e.target.value) })}
              >
                <option value="">{t('filters.any')}</option>
                {tags.data?.tags.map((tag) => (
                  <option key={tag.id} value={tag.id}>
                    {tag.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <div className="grid grid-cols-2 gap-2 sm:col-span-2">
            <Field label={t('filters.from')}>
              {(id) => (
                <input
                  id={id}
                  type="date"
                  className={control}
                  value={draft.from ?? ''}
                  onChange={(e) => set({ from: orEmpty(e.target.value) })}
                />
              )}
            </Field>
            <Field label={t('filters.to')}>
              {(id) => (
                <input
                  id={id}
                  type="date"
                  className={control}
                  value={draft.to ?? ''}
                  onChange={(e) => set({ to: orEmpty(e.target.value) })}
                />
              )}
            </Field>
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
