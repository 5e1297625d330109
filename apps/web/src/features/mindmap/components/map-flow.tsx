// The @xyflow/react canvas itself (zoom 0.5-2, snap grid 15, connection radius 20: SPEC §5), apart
// from the editor around it: while a big map opens in steps (use-canvas-opening.ts) each step
// re-renders this alone, not the header, the panel and the dialogs.
import type { MindMapViewport } from '@nova/core/contracts/mind-maps';
import {
  MIND_MAP_CONNECTION_RADIUS,
  MIND_MAP_SNAP_GRID,
  MIND_MAP_ZOOM_MAX,
  MIND_MAP_ZOOM_MIN,
} from '@nova/core/domain/mind-map';
import {
  Background,
  type Connection,
  Controls,
  type EdgeChange,
  type NodeChange,
  ReactFlow,
} from '@xyflow/react';
import { memo, type RefObject, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Graph, MapEdge, MapNode } from '../graph.ts';
import { useCanvasOpening } from '../hooks/use-canvas-opening.ts';
import { nodeTypes } from './mind-map-node.tsx';

const SNAP: [number, number] = [MIND_MAP_SNAP_GRID, MIND_MAP_SNAP_GRID];
const notToItself = (c: Connection | MapEdge) => c.source !== c.target;

export type FlowHandlers = {
  onNodesChange: (changes: NodeChange<MapNode>[]) => void;
  onEdgesChange: (changes: EdgeChange<MapEdge>[]) => void;
  onConnect: (connection: Connection) => void;
  onNodeDragStart: () => void;
  onNodeDragStop: () => void;
};

type Props = {
  graph: Graph;
  /** Where the map was left, or null (never saved: every node fitted in). */
  saved: MindMapViewport | null;
  canvasRef: RefObject<HTMLElement | null>;
  /** Every node drawn, not only those in view (image export). */
  drawAll: boolean;
  handlers: FlowHandlers;
  dark: boolean;
};

export const MapFlow = memo(function MapFlow({ graph, saved, canvasRef, drawAll, handlers, dark }: Props) {
  const { t } = useTranslation('mindmap');
  const opening = useCanvasOpening(saved, graph, canvasRef, drawAll);
  // Props the canvas copies into its store when they change: kept the same from render to render.
  const ariaLabels = useMemo(() => ({ 'node.a11yDescription.default': t('canvas.nodeHelp') }), [t]);
  if (!opening.viewport) return null;
  return (
    <ReactFlow
      nodes={opening.graph.nodes}
      edges={opening.graph.edges}
      nodeTypes={nodeTypes}
      {...handlers}
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
  );
});
