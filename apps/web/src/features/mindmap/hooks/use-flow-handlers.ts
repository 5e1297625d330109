// The canvas's change handlers for the editor (use-map-editor.ts): node and connection changes into
// the graph's history, a drag as one undoable step, a new connection through the node actions.
import {
  applyEdgeChanges,
  applyNodeChanges,
  type Connection,
  type EdgeChange,
  type NodeChange,
} from '@xyflow/react';
import { startTransition, useMemo, useRef } from 'react';
import { dropEstimates, type Graph, type MapEdge, type MapNode } from '../graph.ts';
import type { useGraphHistory } from './use-graph-history.ts';

type History = ReturnType<typeof useGraphHistory>['actions'];

export function useFlowHandlers(history: History, connect: (source: string, target: string) => void) {
  const dragStart = useRef<Graph | null>(null);
  return useMemo(
    () => ({
      onNodesChange: (changes: NodeChange<MapNode>[]) => {
        const measured = new Set(changes.flatMap((c) => (c.type === 'dimensions' ? [c.id] : [])));
        const apply = () =>
          history.setLive((g) => ({
            ...g,
            nodes: dropEstimates(applyNodeChanges(changes, g.nodes), measured),
          }));
        // Sizes the canvas measured (nodes coming into view) are kept in a background render: the
        // canvas already uses them, and rendering the editor for them inside the browser's frame
        // (where the canvas measures) would lengthen that frame's task. A drag or a selection is not.
        if (measured.size === changes.length) startTransition(apply);
        else apply();
      },
      onEdgesChange: (changes: EdgeChange<MapEdge>[]) =>
        history.setLive((g) => ({ ...g, edges: applyEdgeChanges(changes, g.edges) })),
      onConnect: (c: Connection) => connect(c.source, c.target),
      onNodeDragStart: () => {
        dragStart.current = history.current.current;
      },
      onNodeDragStop: () => {
        if (dragStart.current) history.commit((g) => g, dragStart.current);
        dragStart.current = null;
      },
    }),
    [history, connect],
  );
}
