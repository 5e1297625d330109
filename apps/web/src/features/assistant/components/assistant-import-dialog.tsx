// "Import with Nova": type or paste a brain dump, Nova (the server) turns it into at most 8 tasks,
// shown as editable cards; create all or the chosen ones. Cards not created yet are kept as
// pendingAITasks (SPEC §4) so closing the dialog or the tab loses nothing.
import { Sparkles } from 'lucide-react';
import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { aiLocaleOf, useParseTasks, userTimeZone } from '../../../lib/api/ai.ts';
import { newId } from '../../../lib/api/ops.ts';
import { useImportCreator } from '../hooks/use-import-creator.ts';
import { draftFromParsed, type ImportDraft } from '../lib/assistant-import.ts';
import {
  browserStore,
  clearPendingAiTasks,
  readPendingAiTasks,
  writePendingAiTasks,
} from '../lib/assistant-pending.ts';
import { ImportTaskCard } from './import-task-card.tsx';

const TEXT_MAX = 10_000;

export function AssistantImportDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation('assistant');
  const textId = useId();
  const hintId = useId();
  const [initial] = useState(() => readPendingAiTasks(browserStore()));
  const [text, setText] = useState(initial?.text ?? '');
  const [drafts, setDrafts] = useState<ImportDraft[]>(initial?.tasks ?? []);
  const [selected, setSelected] = useState<ReadonlySet<string>>(
    () => new Set(initial?.tasks.map((d) => d.key)),
  );
  const [restored, setRestored] = useState(Boolean(initial?.tasks.length));
  const [notice, setNotice] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const parse = useParseTasks();
  const create = useImportCreator();

  useEffect(() => writePendingAiTasks(browserStore(), drafts, text), [drafts, text]);

  const onParse = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim() || parse.isPending) return;
    setNotice(null);
    parse.mutate(
      { text, locale: aiLocaleOf(i18n.language), timeZone: userTimeZone() },
      {
        onSuccess: (result) => {
          const added = result.tasks.map((task) => draftFromParsed(task, newId()));
          setDrafts((current) => [...current, ...added]);
          setSelected((current) => new Set([...current, ...added.map((d) => d.key)]));
          if (added.length) setText('');
          setNotice(result.notice?.message ?? (added.length ? null : t('import.nothingFound')));
        },
        onError: () => toast.error(t('import.parseFailed')),
      },
    );
  };

  const onToggle = useCallback((key: string) => {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  }, []);
  const onChange = useCallback((key: string, patch: Partial<ImportDraft>) => {
    setDrafts((current) => current.map((d) => (d.key === key ? { ...d, ...patch } : d)));
  }, []);
  const onRemove = useCallback((key: string) => {
    setDrafts((current) => current.filter((d) => d.key !== key));
  }, []);

  const chosen = drafts.filter((d) => selected.has(d.key));
  const onCreate = async () => {
    if (!chosen.length || creating) return;
    setCreating(true);
    const outcome = await create(chosen);
    setCreating(false);
    if (outcome.blank.length) toast.error(t('import.titleEmpty'));
    else if (outcome.failed.length) toast.error(t('import.createFailed'));
    else if (outcome.stepsFailed) toast.error(t('import.stepsFailed'));
    else toast.success(t('import.created', { count: outcome.created.length }));
    const done = new Set(outcome.created);
    const left = drafts.filter((d) => !done.has(d.key));
    setDrafts(left);
    if (left.length === 0 && !outcome.failed.length) {
      clearPendingAiTasks(browserStore());
      onClose();
    }
  };

  const clearAll = () => {
    setDrafts([]);
    setSelected(new Set());
    setRestored(false);
    setNotice(null);
    clearPendingAiTasks(browserStore());
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent closeLabel={t('close')} className="sm:max-w-2xl">
        <DialogTitle className="flex items-center gap-2">
          <Sparkles aria-hidden="true" className="size-5 text-primary" />
          {t('import.title')}
        </DialogTitle>
        <DialogDescription>{t('import.description')}</DialogDescription>

        <form onSubmit={onParse} className="mt-4 flex flex-col gap-2">
          <label htmlFor={textId} className="text-sm font-medium">
            {t('import.textLabel')}
          </label>
          <textarea
            id={textId}
            value={text}
            maxLength={TEXT_MAX}
            rows={4}
            aria-describedby={hintId}
            placeholder={t('import.placeholder')}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) onParse(event);
            }}
            className="w-full resize-y rounded-lg border border-input bg-background px-3 py-2 text-base placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          />
          <p id={hintId} className="text-xs text-muted-foreground">
            {t('import.hint')}
          </p>
          <div className="flex items-center gap-3">
            <Button type="submit" disabled={!text.trim() || parse.isPending}>
              {parse.isPending ? (
                <Spinner className="text-primary-foreground" />
              ) : (
                <Sparkles aria-hidden="true" />
              )}
              {t('import.parse')}
            </Button>
            <p role="status" className="text-sm text-muted-foreground">
              {parse.isPending ? t('import.parsing') : (notice ?? '')}
            </p>
          </div>
        </form>

        {drafts.length ? (
          <section aria-labelledby={`${textId}-cards`} className="mt-6 flex flex-col gap-3">
            <div className="flex flex-wrap items-center gap-2">
              <h2 id={`${textId}-cards`} className="mr-auto text-sm font-semibold">
                {t('import.cardsTitle', { count: drafts.length })}
              </h2>
              <Button variant="ghost" size="sm" onClick={clearAll} disabled={creating}>
                {t('import.clear')}
              </Button>
            </div>
            {restored ? <p className="text-sm text-muted-foreground">{t('import.restored')}</p> : null}
            <ul className="flex flex-col gap-2" aria-busy={creating}>
              {drafts.map((draft, index) => (
                <ImportTaskCard
                  key={draft.key}
                  draft={draft}
                  index={index}
                  selected={selected.has(draft.key)}
                  disabled={creating}
                  onToggle={onToggle}
                  onChange={onChange}
                  onRemove={onRemove}
                />
              ))}
            </ul>
            <div className="sticky -bottom-6 -mx-6 flex flex-wrap items-center justify-end gap-2 border-t border-border bg-card px-6 pt-3 pb-6">
              <Button variant="outline" onClick={onClose} disabled={creating}>
                {t('import.later')}
              </Button>
              <Button onClick={() => void onCreate()} disabled={!chosen.length || creating}>
                {creating ? <Spinner className="text-primary-foreground" /> : null}
                {chosen.length === drafts.length
                  ? t('import.createAll', { count: chosen.length })
                  : t('import.createSome', { count: chosen.length })}
              </Button>
            </div>
          </section>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
