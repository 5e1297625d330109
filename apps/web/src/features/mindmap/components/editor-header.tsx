// The editor's header (SPEC §2): the map's title, the sync indicator (saved / unsaved / saving /
// offline / error), a Light/Dark toggle, and the actions save, new, open, import, export (JSON, PNG,
// SVG) and delete with confirmation.
import { ArrowLeft, Download, File, Plus, Trash2 } from 'lucide-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog, ConfirmDialogTrigger } from '../../../components/ui/confirm-dialog.tsx';
import { cn } from '../../../lib/cn.ts';
import { resolveTheme } from '../../../lib/theme.ts';
import { setThemePreference, useMediaQuery, useThemePreference } from '../../../lib/theme-store.ts';
import type { SyncState } from '../hooks/use-map-save.ts';

const syncClasses: Record<SyncState, string> = {
  saved: 'text-green-700 dark:text-green-400',
  pending: 'text-muted-foreground',
  saving: 'text-muted-foreground',
  offline: 'text-amber-700 dark:text-amber-400',
  error: 'text-destructive',
  conflict: 'text-destructive',
};

export function useAppliedDark(): boolean {
  const preference = useThemePreference();
  const systemDark = useMediaQuery('(prefers-color-scheme: dark)');
  return resolveTheme(preference, 'dashboard', systemDark) === 'dark';
}

function ThemeToggle() {
  const { t } = useTranslation('mindmap');
  const dark = useAppliedDark();
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={() => setThemePreference(dark ? 'light' : 'dark')}
      aria-pressed={dark}
    >
      {dark ? t('theme.dark') : t('theme.light')}
    </Button>
  );
}

export type HeaderActions = {
  save: () => void;
  addNode: () => void;
  create: () => void;
  importFile: () => void;
  exportAs: (kind: 'json' | 'png' | 'svg') => void;
  remove: () => void;
};

type Props = {
  title: string;
  onTitle: (title: string) => void;
  sync: SyncState;
  /** Opens the conflict question again (shown while one waits for an answer). */
  onConflict: () => void;
  actions: HeaderActions;
};

function Actions({ actions, title }: { actions: HeaderActions; title: string }) {
  const { t } = useTranslation('mindmap');
  const icon = 'size-4';
  return (
    <div role="toolbar" aria-label={t('actions.label')} className="flex flex-wrap items-center gap-1">
      <Button size="sm" onClick={actions.save}>
        {t('actions.save')}
      </Button>
      <Button variant="ghost" size="sm" onClick={actions.addNode}>
        <Plus aria-hidden="true" className={icon} />
        {t('actions.addNode')}
      </Button>
      <Button variant="ghost" size="sm" onClick={actions.create}>
        <Plus aria-hidden="true" className={icon} />
        {t('actions.new')}
      </Button>
      <Link
        to="/mindmap"
        className="inline-flex h-8 items-center gap-1.5 rounded-md px-3 text-sm font-medium hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
      >
        {t('actions.open')}
      </Link>
      <Button variant="ghost" size="sm" onClick={actions.importFile}>
        <File aria-hidden="true" className={icon} />
        {t('actions.import')}
      </Button>
      {(['json', 'png', 'svg'] as const).map((kind) => (
        <Button key={kind} variant="ghost" size="sm" onClick={() => actions.exportAs(kind)}>
          <Download aria-hidden="true" className={icon} />
          {t(`actions.export.${kind}`)}
        </Button>
      ))}
      <ConfirmDialog
        title={t('confirmDelete.title')}
        description={t('confirmDelete.description', { title })}
        cancelLabel={t('confirmDelete.cancel')}
        confirmLabel={t('confirmDelete.confirm')}
        onConfirm={actions.remove}
        trigger={
          <ConfirmDialogTrigger asChild>
            <Button variant="ghost" size="sm">
              <Trash2 aria-hidden="true" className={icon} />
              {t('actions.delete')}
            </Button>
          </ConfirmDialogTrigger>
        }
      />
    </div>
  );
}

/** Memoised: its props stay the same while the map changes, so it renders again only for its own. */
export const EditorHeader = memo(function EditorHeader({ title, onTitle, sync, onConflict, actions }: Props) {
  const { t } = useTranslation('mindmap');
  return (
    <header className="flex flex-col gap-2 border-b border-border bg-card px-3 py-2 text-card-foreground">
      <div className="flex flex-wrap items-center gap-2">
        <Link
          to="/mindmap"
          aria-label={t('backToList')}
          className="rounded-md p-1.5 hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
        >
          <ArrowLeft aria-hidden="true" className="size-5" />
        </Link>
        <h1 className="sr-only">{title}</h1>
        <input
          key={title}
          aria-label={t('mapTitle')}
          defaultValue={title}
          maxLength={200}
          onBlur={(e) => {
            const next = e.target.value.trim();
            if (next && next !== title) onTitle(next);
            else e.target.value = title;
          }}
          className="min-w-0 flex-1 rounded-md border border-transparent bg-transparent px-2 py-1 text-lg font-semibold hover:border-input focus-visible:border-input focus-visible:outline-2 focus-visible:outline-ring"
        />
        <output
          data-testid="sync-state"
          data-state={sync}
          className={cn('text-sm font-medium', syncClasses[sync])}
        >
          {sync === 'conflict' ? (
            <Button variant="ghost" size="sm" className="text-destructive" onClick={onConflict}>
              {t('sync.conflict')}
            </Button>
          ) : (
            t(`sync.${sync}`)
          )}
        </output>
        <ThemeToggle />
      </div>
      <Actions actions={actions} title={title} />
    </header>
  );
});
