// Pick open tasks without a strategy and put them into this one. The candidates are a paged list from
// the server (most recently changed first); typing searches it there (title and description, as the
// task list's search), so a 10,000-task account never sends them all.
import { type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { Input, Label } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTaskPages } from '../../../lib/api/use-task-pages.ts';
import { CANDIDATE_PAGES, unassignedParams } from '../strategy-rules.ts';
import { ShowMore } from './strategy-task-list.tsx';

/** Typing pauses this long before the search is asked. */
const SEARCH_DELAY_MS = 250;

type Props = {
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAssign: (taskIds: string[]) => void;
};

export function AssignTasksDialog({ name, open, onOpenChange, onAssign }: Props) {
  const { t } = useTranslation('strategy');
  const filterId = useId();
  const [filter, setFilter] = useState('');
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    const timer = setTimeout(() => setSearch(filter.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [filter]);
  const params = useMemo(() => unassignedParams(search), [search]);
  const candidates = useTaskPages(params, CANDIDATE_PAGES, { enabled: open });
  const shown = candidates.tasks;
  const nothingAtAll = search === '' && candidates.query.isSuccess && shown.length === 0;

  function toggle(id: string) {
    const next = new Set(chosen);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setChosen(next);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (chosen.size === 0) return;
    onAssign([...chosen]);
    onOpenChange(false);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('form.close')}>
        <DialogTitle>{t('assign.title', { name })}</DialogTitle>
        <DialogDescription>{t('assign.description')}</DialogDescription>
        {nothingAtAll ? (
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
            <fieldset
              aria-busy={candidates.query.isFetching}
              className="max-h-72 overflow-y-auto rounded-lg border border-border"
            >
              <legend className="sr-only">{t('assign.description')}</legend>
              {candidates.query.isPending ? (
                <p role="status" className="flex items-center gap-2 p-3 text-sm text-muted-foreground">
                  <Spinner className="size-4" />
                  {t('assign.loading')}
                </p>
              ) : candidates.query.isError && !candidates.query.data ? (
                <p role="alert" className="p-3 text-sm text-muted-foreground">
                  {t('assign.loadFailed')}
                </p>
              ) : shown.length === 0 ? (
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
            <ShowMore pages={candidates} total={null} />
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
