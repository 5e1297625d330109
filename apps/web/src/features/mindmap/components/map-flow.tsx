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
  useStoreApi,
  type Viewport,
} from '@xyflow/react';
import { memo, startTransition, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Graph, MapEdge, MapNode } from '../graph.ts';
import { type Size, useCanvasOpening } from '../hooks/use-canvas-opening.ts';
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
  /** Every node drawn, not only those in view (image export). */
  drawAll: boolean;
  handlers: FlowHandlers;
  dark: boolean;
};

export const MapFlow = memo(function MapFlow({ graph, saved, drawAll, handlers, dark }: Props) {
  const { t } = useTranslation('mindmap');
  // Its own box, measured in its own layout effect: a parent's ref is not attached yet at that point.
  const box = useRef<HTMLDivElement>(null);
  const opening = useCanvasOpening(saved, graph, box, drawAll);
  const filled = useFilledStore(opening);
  // The canvas's first layout is done in the commit that inserts it (this read of its box), not in its
  // own effects right after (its resize handler and d3's zoom read its size): those effects run as one
  // task React cannot split, the longest of the open, and the layout moves to the commit's shorter one.
  const mounted = Boolean(opening.viewport && filled);
  useLayoutEffect(() => {
    if (mounted) void box.current?.offsetHeight;
  }, [mounted]);
  // Props the canvas copies into its store when they change: kept the same from render to render.
  const ariaLabels = useMemo(() => ({ 'node.a11yDescription.default': t('canvas.nodeHelp') }), [t]);
  return (
    <div ref={box} className="absolute inset-0">
      {opening.viewport && filled && (
        <Flow opening={opening} handlers={handlers} dark={dark} drawAll={drawAll} labels={ariaLabels} />
      )}
    </div>
  );
});

/**
 * The canvas's store takes its first nodes, edges, size and view before the canvas mounts, in a task of
 * its own. Mounted on an empty store, the canvas would render no node (its size still unknown), then
 * take the nodes from its own effect and render the ones in view in one synchronous re-render (a store
 * update), the longest task of the open; with them already there, they render in the mount, which
 * React splits into short tasks. The canvas then gives the store the same nodes and size again, which
 * changes nothing.
 */
function useFilledStore(opening: { graph: Graph; viewport: Viewport | null; size: Size | null }) {
  const store = useStoreApi<MapNode, MapEdge>();
  const [filled, setFilled] = useState(false);
  useEffect(() => {
    if (filled || !opening.viewport) return;
    const { setNodes, setEdges } = store.getState();
    setNodes(opening.graph.nodes);
    setEdges(opening.graph.edges);
    const { viewport, size } = opening;
    if (size && size.width > 0 && size.height > 0)
      store.setState({ ...size, transform: [viewport.x, viewport.y, viewport.zoom] });
    startTransition(() => setFilled(true));
  }, [filled, opening, store]);
  return filled;
}

type FlowProps = {
  opening: { graph: Graph; viewport: Viewport | null };
  handlers: FlowHandlers;
  dark: boolean;
  drawAll: boolean;
  labels: { 'node.a11yDescription.default': string };
};

function Flow({ opening, handlers, dark, drawAll, labels }: FlowProps) {
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
      defaultViewport={opening.viewport ?? undefined}
      onlyRenderVisibleElements={!drawAll}
      ariaLabelConfig={labels}
    >
      <Background gap={MIND_MAP_SNAP_GRID} />
      <Controls showInteractive={false} />
    </ReactFlow>
  );
}
