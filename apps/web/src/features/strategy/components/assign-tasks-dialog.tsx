// Pick open tasks without a strategy and put them into this one.
import type { TaskSummary } from '@nova/core/contracts/tasks';
import { matchesSearch } from '@nova/core/domain/search';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { Input, Label } from '../../../components/ui/input.tsx';

type Props = {
  name: string;
  candidates: readonly TaskSummary[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAssign: (taskIds: string[]) => void;
};

export function AssignTasksDialog({ name, candidates, open, onOpenChange, onAssign }: Props) {
  const { t } = useTranslation('strategy');
  const filterId = useId();
  const [filter, setFilter] = useState('');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const shown = filter.trim() ? candidates.filter((task) => matchesSearch(filter, task.title)) : candidates;

  function toggle(id: string) {
    const next = new Set(chosen);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setChosen(next);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const ids = candidates.filter((task) => chosen.has(task.id)).map((task) => task.id);
    if (ids.length === 0) return;
    onAssign(ids);
    onOpenChange(false);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('form.close')}>
        <DialogTitle>{t('assign.title', { name })}</DialogTitle>
        <DialogDescription>{t('assign.description')}</DialogDescription>
        {candidates.length === 0 ? (
          <p className="mt-5 text-muted-foreground">{t('assign.none')}</p>
        ) : (
          <form onSubmit={submit} className="mt-5 flex flex-col gap-4">
            <div className="flex flex-col gap-2">
              <Label htmlFor={filterId}>{t('assign.filter')}</Label>
              <Input
                id={filterId}
                type="search"
                value={filter}
                onChange={(event) => setFilter(event.target.value)}
              />
            </div>
            <fieldset className="max-h-72 overflow-y-auto rounded-lg border border-border">
              <legend className="sr-only">{t('assign.description')}</legend>
              {shown.length === 0 ? (
                <p className="p-3 text-sm text-muted-foreground">{t('assign.noMatch')}</p>
              ) : (
                shown.map((task) => (
                  <label
                    key={task.id}
                    className="flex cursor-pointer items-center gap-3 border-b border-border px-3 py-2 text-sm last:border-b-0 hover:bg-muted"
                  >
                    <input
                      type="checkbox"
                      checked={chosen.has(task.id)}
                      onChange={() => toggle(task.id)}
                      className="size-4 accent-[var(--primary)]"
                    />
                    <span className="min-w-0 flex-1 break-words">{task.title}</span>
                  </label>
                ))
              )}
            </fieldset>
            <div className="flex justify-end gap-2">
              <Button variant="ghost" onClick={() => onOpenChange(false)}>
                {t('assign.cancel')}
              </Button>
              <Button type="submit" disabled={chosen.size === 0}>
                {t('assign.submit', { count: chosen.size })}
              </Button>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
