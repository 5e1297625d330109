// The editor around the canvas (map-flow.tsx): header, the selected node's panel, and the conflict
// question.
import type { MindMapDto } from '@nova/core/contracts/mind-maps';
import { Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { EditorContext } from '../editor-context.ts';
import { useEditorActions } from '../hooks/use-editor-actions.ts';
import { handleCanvasKeys, useHistoryKeys } from '../hooks/use-editor-keys.ts';
import { useImportMap } from '../hooks/use-import-map.tsx';
import { useMapEditor } from '../hooks/use-map-editor.ts';
import { ConflictDialog } from './conflict-dialog.tsx';
import { EditorHeader, useAppliedDark } from './editor-header.tsx';
import { MapFlow } from './map-flow.tsx';
import { NodePanel } from './node-panel.tsx';

export function MindMapCanvas({ initial }: { initial: MindMapDto }) {
  const { t } = useTranslation('mindmap');
  const editor = useMapEditor(initial);
  const canvasRef = useRef<HTMLDivElement>(null);
  const importer = useImportMap();
  // While an image export runs, the canvas draws every node, not only those in view.
  const [drawAll, setDrawAll] = useState(false);
  const actions = useEditorActions({
    mapId: initial.id,
    editor,
    canvasRef,
    importFile: importer.open,
    drawAll: setDrawAll,
  });
  const dark = useAppliedDark();
  useHistoryKeys(editor.keyActions);
  const selected = editor.graph.nodes.filter((n) => n.selected);
  const only = selected.length === 1 ? selected[0] : undefined;

  return (
    <EditorContext.Provider value={editor.context}>
      <div className="flex h-[calc(100dvh-4rem)] min-h-[28rem] flex-col">
        <EditorHeader
          title={editor.meta.title}
          onTitle={editor.setTitle}
          sync={editor.save.state}
          onConflict={editor.save.ask}
          actions={actions}
        />
        {importer.input}
        <div className="flex min-h-0 flex-1 flex-col md:flex-row">
          <section
            ref={canvasRef}
            aria-label={t('canvas.label')}
            aria-describedby="mindmap-keys"
            className="relative min-h-64 flex-1"
            onKeyDownCapture={(e) => handleCanvasKeys(e, editor.keyActions)}
          >
            <p id="mindmap-keys" className="sr-only">
              {t('canvas.keys')}
            </p>
            <MapFlow
              graph={editor.graph}
              saved={initial.viewport}
              drawAll={drawAll}
              handlers={editor.flowHandlers}
              dark={dark}
            />
            {editor.graph.nodes.length === 0 && (
              <div className="pointer-events-none absolute inset-0 flex items-center justify-center p-4">
                <Button className="pointer-events-auto" onClick={editor.addNode}>
                  <Plus aria-hidden="true" className="size-4" />
                  {t('canvas.addFirst')}
                </Button>
              </div>
            )}
          </section>
          {only && (
            <NodePanel
              node={only}
              others={editor.graph.nodes.filter((n) => n.id !== only.id)}
              task={only.data.taskId ? editor.tasks.get(only.data.taskId) : undefined}
              onChange={(patch) => editor.changeNode(only.id, patch)}
              onConnect={(target) => editor.connect(only.id, target)}
              onCreateTask={() => void editor.createTask(only.id)}
              onLinkTask={(task) => editor.linkTask(only.id, task)}
            />
          )}
        </div>
        <ConflictDialog
          open={editor.save.asking}
          onKeepMine={editor.save.keepMine}
          onTakeTheirs={editor.save.takeTheirs}
          onLater={editor.save.postpone}
        />
      </div>
    </EditorContext.Provider>
  );
}
