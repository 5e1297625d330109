// /mindmap/:id: loads the map and opens the editor (its own lazy chunk with @xyflow/react, so /app
// and the list never download the canvas). Another user's or a deleted map is a not-found note.
import '@xyflow/react/dist/style.css';
import '../mindmap.css';
import { useQuery } from '@tanstack/react-query';
import { ReactFlowProvider } from '@xyflow/react';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadFailedNote, LoadingNote } from '../../../components/ui/load-state.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { fetchMindMap, mindMapKeys } from '../api/mind-maps.ts';
import { MindMapCanvas } from './mind-map-canvas.tsx';

export function MindmapEditorPage() {
  const { t } = useTranslation('mindmap');
  const { id = '' } = useParams();
  const query = useQuery({
    queryKey: mindMapKeys.one(id),
    queryFn: ({ signal }) => fetchMindMap(id, signal),
    // The editor owns the document once open: no refetch behind its back (live changes come by event).
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
    // Not kept for offline use: a copy restored later would open instead of the saved map (staleTime
    // above), and writing 1,000 nodes to IndexedDB is a long task right after the canvas opens.
    meta: { persist: false },
    retry: (count, error) => !(error instanceof ApiRequestError && error.status === 404) && count < 2,
  });
  useDocumentTitle(query.data?.title ?? t('list.title'));
  // The canvas (hundreds of nodes on a big map) mounts in a background render that yields to the
  // browser every few milliseconds, not in one long task: the page stays responsive while it opens.
  const map = useDeferredValue(query.data);

  if (query.isPending || (query.isSuccess && map !== query.data))
    return (
      <div className="p-6">
        <LoadingNote>{t('loadingMap')}</LoadingNote>
      </div>
    );
  if (query.isError) {
    const missing = query.error instanceof ApiRequestError && query.error.status === 404;
    return (
      <div className="flex flex-col gap-3 p-6">
        {missing ? (
          <p role="alert">{t('errors.notFound')}</p>
        ) : (
          <LoadFailedNote
            message={t('errors.loadFailed')}
            retryLabel={t('retry')}
            onRetry={() => void query.refetch()}
          />
        )}
        <Link to="/mindmap" className="underline">
          {t('backToList')}
        </Link>
      </div>
    );
  }
  return (
    <ReactFlowProvider key={query.data.id}>
      <MindMapCanvas initial={query.data} />
    </ReactFlowProvider>
  );
}
