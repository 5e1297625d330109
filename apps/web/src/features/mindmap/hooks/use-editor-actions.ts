// The header's actions: save now, a new map, import, export (JSON file, PNG, SVG) and delete. One
// object for the editor's lifetime (each action reads the editor as it is when it runs), so the header
// does not render again with every change of the map.
import { useQueryClient } from '@tanstack/react-query';
import { type RefObject, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { createMindMap, deleteMindMap, mindMapKeys } from '../api/mind-maps.ts';
import type { HeaderActions } from '../components/editor-header.tsx';
import { allDrawn, renderMap } from '../export-image.ts';
import { download, fileName, fileText } from '../map-file.ts';
import type { useMapEditor } from './use-map-editor.ts';

type Options = {
  mapId: string;
  editor: ReturnType<typeof useMapEditor>;
  canvasRef: RefObject<HTMLElement | null>;
  importFile: () => void;
  /** Makes the canvas draw every node (not only those in view) while `true`. */
  drawAll: (on: boolean) => void;
};

export function useEditorActions(options: Options): HeaderActions {
  const { t } = useTranslation('mindmap');
  const navigate = useNavigate();
  const client = useQueryClient();
  const latest = useRef(options);
  latest.current = options;
  return useMemo(() => actions(latest, { t, navigate, client }), [t, navigate, client]);
}

type Tools = {
  t: ReturnType<typeof useTranslation>['t'];
  navigate: ReturnType<typeof useNavigate>;
  client: ReturnType<typeof useQueryClient>;
};

function actions(latest: { current: Options }, { t, navigate, client }: Tools): HeaderActions {
  const editor = () => latest.current.editor;
  return {
    save: () => {
      void editor()
        .save.saveNow()
        .then((ok) => !ok && toast.error(t('errors.saveFailed')));
    },
    create: () => {
      void (async () => {
        try {
          await editor().save.saveNow();
          const map = await createMindMap(t('untitled'));
          await navigate(`/mindmap/${encodeURIComponent(map.id)}`);
        } catch {
          toast.error(t('errors.createFailed'));
        }
      })();
    },
    importFile: () => latest.current.importFile(),
    addNode: () => editor().addNode(),
    exportAs: (kind) => {
      const { canvasRef, drawAll } = latest.current;
      const doc = editor().getDoc();
      if (kind === 'json') {
        download(fileName(doc.title, 'json'), fileText(doc));
        return;
      }
      const canvas = canvasRef.current;
      if (!canvas) return;
      const nodes = editor().graph.nodes;
      drawAll(true);
      allDrawn(canvas, nodes.length)
        .then(() => renderMap(canvas, nodes, kind))
        .then(
          (url) => {
            const link = document.createElement('a');
            link.href = url;
            link.download = fileName(doc.title, kind);
            link.click();
          },
          () => toast.error(t('errors.exportFailed')),
        )
        .finally(() => drawAll(false));
    },
    remove: () => {
      void (async () => {
        try {
          await deleteMindMap(latest.current.mapId);
          client.removeQueries({ queryKey: mindMapKeys.list });
          toast.success(t('deleted', { title: editor().meta.title }));
          await navigate('/mindmap');
        } catch {
          toast.error(t('errors.deleteFailed'));
        }
      })();
    },
  };
}
