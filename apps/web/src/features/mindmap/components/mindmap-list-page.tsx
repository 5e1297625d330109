// /mindmap: the user's mind maps as cards (title, description, node count, last change), newest change
// first; new, open, delete (with confirmation) and import. Other devices' changes show live.
import type { MindMapSummary } from '@nova/core/contracts/mind-maps';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { File, Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Input, Label } from '../../../components/ui/input.tsx';
import { EmptyNote, LoadFailedNote, LoadingNote } from '../../../components/ui/load-state.tsx';
import { subscribeRealtime } from '../../../lib/realtime.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { createMindMap, deleteMindMap, mindMapKeys, mindMapListQueryOptions } from '../api/mind-maps.ts';
import { useImportMap } from '../hooks/use-import-map.tsx';

function NewMapForm() {
  const { t } = useTranslation('mindmap');
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const map = await createMindMap(title.trim() || t('untitled'));
      await navigate(`/mindmap/${encodeURIComponent(map.id)}`);
    } catch {
      toast.error(t('errors.createFailed'));
      setBusy(false);
    }
  }
  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-wrap items-end gap-2">
      <div className="flex min-w-48 flex-1 flex-col gap-1">
        <Label htmlFor="new-map-title">{t('list.newTitle')}</Label>
        <Input
          id="new-map-title"
          value={title}
          maxLength={200}
          placeholder={t('untitled')}
          onChange={(e) => setTitle(e.target.value)}
        />
      </div>
      <Button type="submit" disabled={busy}>
        <Plus aria-hidden="true" className="size-4" />
        {t('list.create')}
      </Button>
    </form>
  );
}

function MapCard({ map, onDelete }: { map: MindMapSummary; onDelete: (map: MindMapSummary) => void }) {
  const { t, i18n } = useTranslation('mindmap');
  const changed = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(map.updatedAt),
  );
  return (
    <li className="flex flex-col gap-2 rounded-2xl border border-border bg-card p-4 text-card-foreground shadow-sm">
      <h2 className="text-lg font-semibold break-words">
        <Link
          to={`/mindmap/${encodeURIComponent(map.id)}`}
          className="hover:underline focus-visible:underline"
        >
          {map.title}
        </Link>
      </h2>
      {map.description && <p className="text-sm text-muted-foreground break-words">{map.description}</p>}
      <p className="flex flex-wrap gap-x-4 text-sm text-muted-foreground">
        <span>{t('list.nodes', { count: map.nodeCount })}</span>
        <span>{t('list.changed', { when: changed })}</span>
      </p>
      <div className="mt-auto flex justify-end">
        <Button
          variant="ghost"
          size="sm"
          onClick={() => onDelete(map)}
          aria-label={t('list.deleteNamed', { title: map.title })}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {t('actions.delete')}
        </Button>
      </div>
    </li>
  );
}

function useLiveList() {
  const client = useQueryClient();
  useEffect(
    () =>
      subscribeRealtime((event) => {
        if (event.type === 'mindmap.changed') void client.invalidateQueries({ queryKey: mindMapKeys.list });
      }),
    [client],
  );
}

export function MindmapListPage() {
  const { t } = useTranslation('mindmap');
  useDocumentTitle(t('list.title'));
  useLiveList();
  const client = useQueryClient();
  const query = useQuery(mindMapListQueryOptions());
  const importer = useImportMap();
  const [deleting, setDeleting] = useState<MindMapSummary | null>(null);
  const maps = query.data?.mindMaps ?? [];

  async function confirmDelete(map: MindMapSummary) {
    try {
      await deleteMindMap(map.id);
      client.setQueryData(mindMapKeys.list, { mindMaps: maps.filter((m) => m.id !== map.id) });
      toast.success(t('deleted', { title: map.title }));
    } catch {
      toast.error(t('errors.deleteFailed'));
    }
  }

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="text-3xl font-semibold tracking-tight">{t('list.title')}</h1>
          <p className="text-muted-foreground">{t('list.lead')}</p>
        </div>
        <Button variant="outline" onClick={importer.open}>
          <File aria-hidden="true" className="size-4" />
          {t('actions.import')}
        </Button>
        {importer.input}
      </header>
      <NewMapForm />
      {query.isPending ? (
        <LoadingNote>{t('loading')}</LoadingNote>
      ) : query.isError && !query.data ? (
        <LoadFailedNote
          message={t('errors.loadFailed')}
          retryLabel={t('retry')}
          onRetry={() => void query.refetch()}
        />
      ) : maps.length === 0 ? (
        <EmptyNote>{t('list.empty')}</EmptyNote>
      ) : (
        <ul aria-label={t('list.title')} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {maps.map((map) => (
            <MapCard key={map.id} map={map} onDelete={setDeleting} />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('confirmDelete.title')}
        description={t('confirmDelete.description', { title: deleting?.title ?? '' })}
        cancelLabel={t('confirmDelete.cancel')}
        confirmLabel={t('confirmDelete.confirm')}
        onConfirm={() => deleting && void confirmDelete(deleting)}
      />
    </div>
  );
}
