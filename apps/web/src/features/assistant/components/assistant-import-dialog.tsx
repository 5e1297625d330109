// "Import with Nova": type or paste a brain dump, Nova (the server) turns it into at most 8 tasks,
// shown as editable cards; create all or the chosen ones. Cards not created yet are kept as
// pendingAITasks (SPEC §4) so closing the dialog or the tab loses nothing.
import { Sparkles } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useImportDrafts } from '../hooks/use-import-drafts.ts';
import { ImportTaskCard } from './import-task-card.tsx';

const TEXT_MAX = 10_000;

type ImportModel = ReturnType<typeof useImportDrafts>;

export function AssistantImportDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('assistant');
  const textId = useId();
  const model = useImportDrafts(onClose);
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent closeLabel={t('close')} className="sm:max-w-2xl">
        <DialogTitle className="flex items-center gap-2">
          <Sparkles aria-hidden="true" className="size-5 text-primary" />
          {t('import.title')}
        </DialogTitle>
        <DialogDescription>{t('import.description')}</DialogDescription>
        <ImportTextForm model={model} textId={textId} />
        {model.drafts.length ? (
          <ImportCards model={model} titleId={`${textId}-cards`} onClose={onClose} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

/** The brain dump and "Parse" (also Ctrl/Cmd+Enter), with what Nova said about it. */
function ImportTextForm({ model, textId }: { model: ImportModel; textId: string }) {
  const { t } = useTranslation('assistant');
  const hintId = useId();
  const { text, parsing, onParse } = model;
  return (
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
        onChange={(event) => model.setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) onParse(event);
        }}
        className="w-full resize-y rounded-lg border border-input bg-background px-3 py-2 text-base placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      />
      <p id={hintId} className="text-xs text-muted-foreground">
        {t('import.hint')}
      </p>
      <div className="flex items-center gap-3">
        <Button type="submit" disabled={!text.trim() || parsing}>
          {parsing ? <Spinner className="text-primary-foreground" /> : <Sparkles aria-hidden="true" />}
          {t('import.parse')}
        </Button>
        <p role="status" className="text-sm text-muted-foreground">
          {parsing ? t('import.parsing') : (model.notice ?? '')}
        </p>
      </div>
    </form>
  );
}

/** The editable cards, with "clear", "later" and "create all / the chosen ones". */
function ImportCards({
  model,
  titleId,
  onClose,
}: {
  model: ImportModel;
  titleId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('assistant');
  const { drafts, chosen, creating } = model;
  return (
    <section aria-labelledby={titleId} className="mt-6 flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={titleId} className="mr-auto text-sm font-semibold">
          {t('import.cardsTitle', { count: drafts.length })}
        </h2>
        <Button variant="ghost" size="sm" onClick={model.clearAll} disabled={creating}>
          {t('import.clear')}
        </Button>
      </div>
      {model.restored ? <p className="text-sm text-muted-foreground">{t('import.restored')}</p> : null}
      <ul className="flex flex-col gap-2" aria-busy={creating}>
        {drafts.map((draft, index) => (
          <ImportTaskCard
            key={draft.key}
            draft={draft}
            index={index}
            selected={model.selected.has(draft.key)}
            disabled={creating}
            onToggle={model.onToggle}
            onChange={model.onChange}
            onRemove={model.onRemove}
          />
        ))}
      </ul>
      <div className="sticky -bottom-6 -mx-6 flex flex-wrap items-center justify-end gap-2 border-t border-border bg-card px-6 pt-3 pb-6">
        <Button variant="outline" onClick={onClose} disabled={creating}>
          {t('import.later')}
        </Button>
        <Button onClick={() => void model.onCreate()} disabled={!chosen.length || creating}>
          {creating ? <Spinner className="text-primary-foreground" /> : null}
          {chosen.length === drafts.length
            ? t('import.createAll', { count: chosen.length })
            : t('import.createSome', { count: chosen.length })}
        </Button>
      </div>
    </section>
  );
}
