// One parsed task in the AI import dialog, editable before it becomes a task: include or not, title,
// date, priority, category; its deadline words, estimate, micro-steps and tags shown; remove.
import {
  type ParseCategory,
  type ParsePriority,
  parseCategories,
  parsePriorities,
} from '@nova/core/ai/limits';
import { Trash2 } from 'lucide-react';
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import type { ImportDraft } from '../lib/assistant-import.ts';

export type ImportTaskCardProps = {
  draft: ImportDraft;
  index: number;
  selected: boolean;
  disabled: boolean;
  onToggle: (key: string) => void;
  onChange: (key: string, patch: Partial<ImportDraft>) => void;
  onRemove: (key: string) => void;
};

const field =
  'h-9 w-full rounded-lg border border-input bg-background px-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

export const ImportTaskCard = memo(function ImportTaskCard({
  draft,
  index,
  selected,
  disabled,
  onToggle,
  onChange,
  onRemove,
}: ImportTaskCardProps) {
  const { t } = useTranslation('assistant');
  const id = useId();
  const blank = draft.title.trim() === '';
  const name = draft.title.trim() || t('import.card.untitled', { n: index + 1 });
  return (
    <li
      aria-labelledby={`${id}-heading`}
      className={cn(
        'rounded-xl border bg-background p-3',
        selected ? 'border-primary/50' : 'border-border opacity-80',
      )}
    >
      <div className="flex items-start gap-2">
        <input
          id={`${id}-include`}
          type="checkbox"
          checked={selected}
          disabled={disabled}
          onChange={() => onToggle(draft.key)}
          aria-label={t('import.card.include', { title: name })}
          className="mt-2.5 size-4 shrink-0 accent-primary"
        />
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <h3 id={`${id}-heading`} className="sr-only">
            {name}
          </h3>
          <label className="flex flex-col gap-1 text-xs font-medium text-muted-foreground">
            {t('import.card.title')}
            <input
              value={draft.title}
              maxLength={500}
              disabled={disabled}
              aria-invalid={blank || undefined}
              aria-describedby={blank ? `${id}-blank` : undefined}
              onChange={(event) => onChange(draft.key, { title: event.target.value })}
              className={cn(field, 'text-base font-medium text-foreground', blank && 'border-destructive')}
            />
          </label>
          {blank ? (
            <p id={`${id}-blank`} className="text-xs text-destructive">
              {t('import.titleEmpty')}
            </p>
          ) : null}
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-[minmax(9.5rem,1.2fr)_1fr_1fr]">
            <label className="flex flex-col gap-1 text-xs font-medium text-muted-foreground">
              {t('import.card.date')}
              <input
                type="date"
                value={draft.date}
                disabled={disabled}
                onChange={(event) => onChange(draft.key, { date: event.target.value })}
                className={cn(field, 'text-foreground')}
              />
            </label>
            <label className="flex flex-col gap-1 text-xs font-medium text-muted-foreground">
              {t('import.card.priority')}
              <select
                value={draft.priority}
                disabled={disabled}
                onChange={(event) => {
                  const priority = parsePriorities.find((p) => p === event.target.value);
                  if (priority) onChange(draft.key, { priority: priority satisfies ParsePriority });
                }}
                className={cn(field, 'text-foreground')}
              >
                {parsePriorities.map((p) => (
                  <option key={p} value={p}>
                    {t(`priority.${p}`)}
                  </option>
                ))}
              </select>
            </label>
            <label className="flex flex-col gap-1 text-xs font-medium text-muted-foreground">
              {t('import.card.category')}
              <select
                value={draft.category}
                disabled={disabled}
                onChange={(event) => {
                  const category = parseCategories.find((c) => c === event.target.value);
                  if (category) onChange(draft.key, { category: category satisfies ParseCategory });
                }}
                className={cn(field, 'text-foreground')}
              >
                {parseCategories.map((c) => (
                  <option key={c} value={c}>
                    {t(`category.${c}`)}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <Meta draft={draft} />
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="size-9 shrink-0"
          disabled={disabled}
          aria-label={t('import.card.remove', { title: name })}
          title={t('import.card.removeShort')}
          onClick={() => onRemove(draft.key)}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
});

function Meta({ draft }: { draft: ImportDraft }) {
  const { t } = useTranslation('assistant');
  const facts = [
    draft.deadlineText ? t('import.card.when', { text: draft.deadlineText }) : null,
    draft.estimate ? t('import.card.estimate', { text: draft.estimate }) : null,
  ].filter(Boolean);
  return (
    <>
      {facts.length || draft.tags.length ? (
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
          {facts.map((fact) => (
            <span key={fact}>{fact}</span>
          ))}
          {draft.tags.map((tag) => (
            <span key={tag} className="rounded-full bg-muted px-2 py-0.5">
              #{tag}
            </span>
          ))}
        </p>
      ) : null}
      {draft.steps.length ? (
        <details className="text-sm">
          <summary className="cursor-pointer rounded text-xs font-medium text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
            {t('import.card.steps', { count: draft.steps.length })}
          </summary>
          <ol className="mt-1 list-decimal space-y-0.5 pl-5 text-sm">
            {draft.steps.map((step, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: steps are shown in a fixed order and never reordered here.
              <li key={i}>
                {step.title}
                {step.minutes ? (
                  <span className="text-muted-foreground"> · {t('minutes', { count: step.minutes })}</span>
                ) : null}
              </li>
            ))}
          </ol>
        </details>
      ) : null}
    </>
  );
}
