// Create or edit a strategy: name, description, colour (SPEC's twelve) and priority (1 low, 2 medium,
// 3 high), checked before sending; the first field in error gets focus.
import type { Strategy } from '@nova/core/contracts/strategies';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { Input, Label } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { swatchClass } from '../../../lib/palette.ts';
import {
  priorityWordOf,
  STRATEGY_DESCRIPTION_MAX,
  STRATEGY_NAME_MAX,
  type StrategyDraft,
  type StrategyDraftErrors,
  strategyBody,
  strategyColorList,
  strategyPriorities,
  validateStrategyDraft,
} from '../strategy-rules.ts';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Absent: a new strategy. */
  strategy?: Strategy;
  saving: boolean;
  onSubmit: (draft: StrategyDraft) => void;
};

const emptyDraft: StrategyDraft = { name: '', description: '', color: 'blue', priority: 2 };

export function StrategyFormDialog({ open, onOpenChange, strategy, saving, onSubmit }: Props) {
  const { t } = useTranslation('strategy');
  const ids = { name: useId(), description: useId(), descriptionHint: useId() };
  const [draft, setDraft] = useState<StrategyDraft>(() =>
    strategy
      ? {
          name: strategy.name,
          description: strategy.description,
          color: strategy.color,
          priority: strategy.priority,
        }
      : emptyDraft,
  );
  const [errors, setErrors] = useState<StrategyDraftErrors>({});

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateStrategyDraft(draft);
    setErrors(found);
    if (found.name) document.getElementById(ids.name)?.focus();
    else if (found.description) document.getElementById(ids.description)?.focus();
    if (Object.keys(found).length === 0) onSubmit(strategyBody(draft));
  }

  const errorText = (field: keyof StrategyDraftErrors, id: string) =>
    errors[field] ? (
      <p id={id} className="text-sm text-destructive">
        {t(`form.errors.${errors[field]}`)}
      </p>
    ) : null;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('form.close')}>
        <DialogTitle>{strategy ? t('form.editTitle') : t('form.createTitle')}</DialogTitle>
        <DialogDescription>{t('form.description')}</DialogDescription>
        <form noValidate onSubmit={submit} aria-busy={saving} className="mt-5 flex flex-col gap-5">
          <div className="flex flex-col gap-2">
            <Label htmlFor={ids.name}>{t('form.name')}</Label>
            <Input
              id={ids.name}
              value={draft.name}
              maxLength={STRATEGY_NAME_MAX + 20}
              placeholder={t('form.namePlaceholder')}
              onChange={(event) => setDraft({ ...draft, name: event.target.value })}
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={errors.name ? `${ids.name}-error` : undefined}
              required
            />
            {errorText('name', `${ids.name}-error`)}
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={ids.description}>{t('form.descriptionLabel')}</Label>
            <textarea
              id={ids.description}
              value={draft.description}
              rows={3}
              maxLength={STRATEGY_DESCRIPTION_MAX + 100}
              onChange={(event) => setDraft({ ...draft, description: event.target.value })}
              aria-invalid={errors.description ? true : undefined}
              aria-describedby={
                errors.description ? `${ids.description}-error ${ids.descriptionHint}` : ids.descriptionHint
              }
              className="w-full rounded-lg border border-input bg-background px-3 py-2 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-invalid:border-destructive"
            />
            <p id={ids.descriptionHint} className="text-xs text-muted-foreground">
              {t('form.descriptionHint')}
            </p>
            {errorText('description', `${ids.description}-error`)}
          </div>
          <ColorField
            value={draft.color}
            onChange={(color) => setDraft({ ...draft, color })}
            error={errorText('color', 'strategy-color-error')}
          />
          <PriorityField
            value={draft.priority}
            onChange={(priority) => setDraft({ ...draft, priority })}
            error={errorText('priority', 'strategy-priority-error')}
          />
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={() => onOpenChange(false)}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? <Spinner className="text-primary-foreground" /> : null}
              {saving ? t('form.saving') : strategy ? t('form.save') : t('form.create')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

type ChoiceFieldProps<T> = { value: T; onChange: (value: T) => void; error: ReactNode };

/** SPEC's twelve colours as swatches (radio buttons). */
function ColorField({ value, onChange, error }: ChoiceFieldProps<StrategyDraft['color']>) {
  const { t } = useTranslation('strategy');
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">{t('color.label')}</legend>
      <div className="flex flex-wrap gap-2">
        {strategyColorList.map((color) => (
          <label key={color} className="relative" title={t(`color.${color}`)}>
            <input
              type="radio"
              name="strategy-color"
              value={color}
              checked={value === color}
              onChange={() => onChange(color)}
              className="peer absolute inset-0 z-10 m-0 cursor-pointer opacity-0"
            />
            <span className="sr-only">{t(`color.${color}`)}</span>
            <span
              aria-hidden="true"
              className={cn(
                'block size-7 cursor-pointer rounded-full ring-offset-2 ring-offset-card',
                'peer-checked:ring-2 peer-checked:ring-foreground peer-focus-visible:outline-2 peer-focus-visible:outline-offset-4 peer-focus-visible:outline-ring',
                swatchClass[color],
              )}
            />
          </label>
        ))}
      </div>
      {error}
    </fieldset>
  );
}

/** Low, medium, high (radio buttons). */
function PriorityField({ value, onChange, error }: ChoiceFieldProps<StrategyDraft['priority']>) {
  const { t } = useTranslation('strategy');
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">{t('priority.label')}</legend>
      <div className="grid grid-cols-3 gap-2">
        {strategyPriorities.map((priority) => (
          <label key={priority} className="relative">
            <input
              type="radio"
              name="strategy-priority"
              value={priority}
              checked={value === priority}
              onChange={() => onChange(priority)}
              className="peer absolute inset-0 z-10 m-0 cursor-pointer opacity-0"
            />
            <span className="flex h-10 cursor-pointer items-center justify-center rounded-lg border border-input text-sm peer-checked:border-primary peer-checked:bg-secondary peer-checked:font-medium peer-focus-visible:ring-2 peer-focus-visible:ring-ring">
              {t(`priority.${priorityWordOf(priority)}`)}
            </span>
          </label>
        ))}
      </div>
      {error}
    </fieldset>
  );
}
