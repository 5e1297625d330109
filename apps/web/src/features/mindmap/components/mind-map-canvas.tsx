// The canvas and the editor around it: header, the @xyflow/react graph (zoom 0.5-2, snap grid 15,
// connection radius 20: SPEC §5), the selected node's panel, and the conflict question.
import type { MindMapDto } from '@nova/core/contracts/mind-maps';
import {
  MIND_MAP_CONNECTION_RADIUS,
  MIND_MAP_SNAP_GRID,
  MIND_MAP_ZOOM_MAX,
  MIND_MAP_ZOOM_MIN,
} from '@nova/core/domain/mind-map';
import { Background, type Connection, Controls, ReactFlow } from '@xyflow/react';
import { Plus } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { EditorContext } from '../editor-context.ts';
import type { MapEdge } from '../graph.ts';
import { useCanvasOpening } from '../hooks/use-canvas-opening.ts';
import { useEditorActions } from '../hooks/use-editor-actions.ts';
import { handleCanvasKeys, useHistoryKeys } from '../hooks/use-editor-keys.ts';
import { useImportMap } from '../hooks/use-import-map.tsx';
import { useMapEditor } from '../hooks/use-map-editor.ts';
import { ConflictDialog } from './conflict-dialog.tsx';
import { EditorHeader, useAppliedDark } from './editor-header.tsx';
import { nodeTypes } from './mind-map-node.tsx';
import { NodePanel } from './node-panel.tsx';

const SNAP: [number, number] = [MIND_MAP_SNAP_GRID, MIND_MAP_SNAP_GRID];
const notToItself = (c: Connection | MapEdge) => c.source !== c.target;

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
  const opening = useCanvasOpening(initial.viewport, editor.graph, canvasRef, drawAll);
  // Props the canvas copies into its store when they change: kept the same from render to render.
  const ariaLabels = useMemo(() => ({ 'node.a11yDescription.default': t('canvas.nodeHelp') }), [t]);

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
            {opening.viewport && (
              <ReactFlow
                nodes={opening.graph.nodes}
                edges={opening.graph.edges}
                nodeTypes={nodeTypes}
                {...editor.flowHandlers}
                colorMode={dark ? 'dark' : 'light'}
                minZoom={MIND_MAP_ZOOM_MIN}
                maxZoom={MIND_MAP_ZOOM_MAX}
                snapToGrid
                snapGrid={SNAP}
                connectionRadius={MIND_MAP_CONNECTION_RADIUS}
                deleteKeyCode={null}
                isValidConnection={notToItself}
                defaultViewport={opening.viewport}
                onlyRenderVisibleElements={!drawAll}
                ariaLabelConfig={ariaLabels}
              >
                <Background gap={MIND_MAP_SNAP_GRID} />
                <Controls showInteractive={false} />
              </ReactFlow>
            )}
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
