// Typing into nodes: which node is being edited, the outliner's new nodes (a child, a sibling, a
// first node) that open for typing at once and come into view, and keeping or dropping an edit.
import type { ReactFlowInstance } from '@xyflow/react';
import { type RefObject, useCallback, useRef, useState } from 'react';
import { newId } from '../../../lib/api/ops.ts';
import { focusNode } from '../focus-node.ts';
import {
  addChild,
  addRoot,
  addSibling,
  type Graph,
  type MapEdge,
  type MapNode,
  select,
  updateNodeData,
} from '../graph.ts';
import type { GraphHistory } from './use-graph-history.ts';

type History = GraphHistory;

/** Off-screen nodes are not rendered (1,000-node maps): a new one is brought into view to type in it. */
function reveal(flow: ReactFlowInstance<MapNode, MapEdge>, node: MapNode | undefined): void {
  const pane = document.querySelector('.react-flow')?.getBoundingClientRect();
  if (!node || !pane) return;
  const at = flow.flowToScreenPosition(node.position);
  const margin = 40;
  const inside =
    at.x >= pane.left + margin &&
    at.x <= pane.right - 200 &&
    at.y >= pane.top + margin &&
    at.y <= pane.bottom - 80;
  if (!inside) void flow.setCenter(node.position.x + 90, node.position.y + 20, { zoom: flow.getZoom() });
}

export function useNodeEditing(
  history: History,
  flow: RefObject<ReactFlowInstance<MapNode, MapEdge>>,
  onFirstText: () => void,
) {
  const [editingId, setEditingId] = useState<string | null>(null);
  const editingRef = useRef<string | null>(null);
  const createdRef = useRef<string | null>(null);

  const startEdit = useCallback((id: string) => {
    editingRef.current = id;
    setEditingId(id);
  }, []);

  const grow = useCallback(
    (make: (g: Graph, ids: { node: string; edge: string }) => Graph) => {
      const ids = { node: newId(), edge: newId() };
      history.commit((g) => select(make(g, ids), ids.node));
      createdRef.current = ids.node;
      startEdit(ids.node);
      reveal(
        flow.current,
        history.current.current.nodes.find((n) => n.id === ids.node),
      );
    },
    [history, startEdit, flow],
  );
  const addChildTo = useCallback((id: string) => grow((g, ids) => addChild(g, id, ids)), [grow]);
  const addSiblingTo = useCallback((id: string) => grow((g, ids) => addSibling(g, id, ids)), [grow]);
  const addNode = useCallback(() => grow((g, ids) => addRoot(g, ids)), [grow]);

  const commitEdit = useCallback(
    (id: string, text: string, then?: 'child') => {
      if (editingRef.current !== id) return;
      editingRef.current = null;
      setEditingId(null);
      const justCreated = createdRef.current === id;
      createdRef.current = null;
      const node = history.current.current.nodes.find((n) => n.id === id);
      if (node && node.data.text !== text) {
        const update = (g: Graph) => ({ ...g, nodes: updateNodeData(g.nodes, id, { text }) });
        // A new node's first text belongs to the step that created it: one undo removes both.
        if (justCreated) history.setLive(update);
        else history.commit(update);
        if (justCreated) onFirstText();
      }
      if (then === 'child') addChildTo(id);
      else focusNode(id);
    },
    [history, addChildTo, onFirstText],
  );

  const cancelEdit = useCallback(
    (id: string) => {
      if (editingRef.current !== id) return;
      editingRef.current = null;
      setEditingId(null);
      const node = history.current.current.nodes.find((n) => n.id === id);
      // Escape on a node just added and still empty takes it back.
      if (createdRef.current === id && node?.data.text === '') {
        history.undo();
        const parent = history.current.current.nodes.find((n) => n.selected);
        if (parent) focusNode(parent.id);
      } else focusNode(id);
      createdRef.current = null;
    },
    [history],
  );

  return { editingId, editingRef, startEdit, commitEdit, cancelEdit, addChildTo, addSiblingTo, addNode };
}
