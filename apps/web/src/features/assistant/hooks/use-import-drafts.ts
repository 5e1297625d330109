// The state of "Import with Nova" (assistant-import-dialog.tsx): the text, the cards Nova made of it and
// which are chosen, kept as pendingAITasks (SPEC §4) while not created; parsing, editing, creating the
// chosen cards (closing the dialog when none is left) and clearing.
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { aiLocaleOf, useParseTasks, userTimeZone } from '../../../lib/api/ai.ts';
import { newId } from '../../../lib/api/ops.ts';
import { draftFromParsed, type ImportDraft } from '../lib/assistant-import.ts';
import {
  browserStore,
  clearPendingAiTasks,
  readPendingAiTasks,
  writePendingAiTasks,
} from '../lib/assistant-pending.ts';
import { useImportCreator } from './use-import-creator.ts';

/** Choosing and editing cards: stable callbacks, so memoised cards stay memoised. */
function useDraftEdits(
  setDrafts: (update: (current: ImportDraft[]) => ImportDraft[]) => void,
  setSelected: (update: (current: ReadonlySet<string>) => ReadonlySet<string>) => void,
) {
  const onToggle = useCallback(
    (key: string) => {
      setSelected((current) => {
        const next = new Set(current);
        if (next.has(key)) next.delete(key);
        else next.add(key);
        return next;
      });
    },
    [setSelected],
  );
  const onChange = useCallback(
    (key: string, patch: Partial<ImportDraft>) => {
      setDrafts((current) => current.map((d) => (d.key === key ? { ...d, ...patch } : d)));
    },
    [setDrafts],
  );
  const onRemove = useCallback(
    (key: string) => {
      setDrafts((current) => current.filter((d) => d.key !== key));
    },
    [setDrafts],
  );
  return { onToggle, onChange, onRemove };
}

export function useImportDrafts(onClose: () => void) {
  const { t, i18n } = useTranslation('assistant');
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
  const edits = useDraftEdits(setDrafts, setSelected);

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

  return {
    ...edits,
    text,
    setText,
    drafts,
    selected,
    chosen,
    restored,
    notice,
    creating,
    parsing: parse.isPending,
    onParse,
    onCreate,
    clearAll,
  };
}
