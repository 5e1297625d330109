// The editor's state and actions: the graph with undo/redo, the node being typed into, the outliner
// moves, task links, and the save that follows every step. The canvas and panels only render it.
import type { LinkedTask, MindMapDocument, MindMapDto } from '@nova/core/contracts/mind-maps';
import {
  applyEdgeChanges,
  applyNodeChanges,
  type Connection,
  type EdgeChange,
  type NodeChange,
  useReactFlow,
} from '@xyflow/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { newId } from '../../../lib/api/ops.ts';
import { createTaskFromNode } from '../api/mind-maps.ts';
import type { EditorContextValue } from '../editor-context.ts';
import {
  addChild,
  addRoot,
  addSibling,
  fromDocument,
  type Graph,
  type MapEdge,
  type MapNode,
  type MindMapNodeData,
  moveNodes,
  parentOf,
  removeNodes,
  toDocument,
  updateNodeData,
} from '../graph.ts';
import { useGraphHistory } from './use-graph-history.ts';
import { useLinkedTasks } from './use-linked-tasks.ts';
import { useMapSave } from './use-map-save.ts';

const select = (graph: Graph, id: string): Graph => ({
  nodes: graph.nodes.map((n) => ({ ...n, selected: n.id === id })),
  edges: graph.edges.map((e) => (e.selected ? { ...e, selected: false } : e)),
});

const focusNode = (id: string) =>
  requestAnimationFrame(() =>
    document.querySelector<HTMLElement>(`.react-flow__node[data-id="${CSS.escape(id)}"]`)?.focus(),
  );

function useMeta(initial: MindMapDto) {
  const [meta, setMeta] = useState({ title: initial.title, description: initial.description });
  const ref = useRef(meta);
  ref.current = meta;
  return { meta, setMeta, ref };
}

export function useMapEditor(initial: MindMapDto) {
  const { t } = useTranslation('mindmap');
  const flow = useReactFlow<MapNode, MapEdge>();
  const history = useGraphHistory(fromDocument(initial));
  const { meta, setMeta, ref: metaRef } = useMeta(initial);
  const [editingId, setEditingId] = useState<string | null>(null);
  const editingRef = useRef<string | null>(null);
  const createdRef = useRef<string | null>(null);
  const quiet = useRef(true);
  const dragStart = useRef<Graph | null>(null);

  const getDoc = useCallback(
    (): MindMapDocument =>
      toDocument({ ...metaRef.current, viewport: flow.getViewport() }, history.current.current),
    [flow, history.current, metaRef],
  );
  const linkedIds = useCallback(
    () => new Set(history.current.current.nodes.flatMap((n) => (n.data.taskId ? [n.data.taskId] : []))),
    [history.current],
  );
  const linked = useLinkedTasks(initial.id, initial.tasks, linkedIds);
  const show = useCallback(
    (doc: MindMapDocument) => {
      quiet.current = true;
      const selected = new Set(history.current.current.nodes.filter((n) => n.selected).map((n) => n.id));
      const next = fromDocument(doc);
      history.reset({ ...next, nodes: next.nodes.map((n) => ({ ...n, selected: selected.has(n.id) })) });
      setMeta({ title: doc.title, description: doc.description });
      void linked.refresh();
    },
    [history, setMeta, linked.refresh],
  );
  const save = useMapSave({ initial, getDoc, show, isBusy: () => editingRef.current !== null });

  // Every step (and a title change) is saved; a version put on screen from elsewhere is not re-sent.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the revision and meta are what trigger it
  useEffect(() => {
    if (quiet.current) {
      quiet.current = false;
      return;
    }
    save.change(getDoc());
  }, [history.revision, meta]);

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
      // Off-screen nodes are not rendered (1,000-node maps): bring the new one into view to type in it.
      const added = history.current.current.nodes.find((n) => n.id === ids.node);
      const pane = document.querySelector('.react-flow')?.getBoundingClientRect();
      if (!added || !pane) return;
      const at = flow.flowToScreenPosition(added.position);
      const margin = 40;
      const inside =
        at.x >= pane.left + margin &&
        at.x <= pane.right - 200 &&
        at.y >= pane.top + margin &&
        at.y <= pane.bottom - 80;
      if (!inside)
        void flow.setCenter(added.position.x + 90, added.position.y + 20, { zoom: flow.getZoom() });
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
        if (justCreated) save.change(getDoc());
      }
      if (then === 'child') addChildTo(id);
      else focusNode(id);
    },
    [history, addChildTo, save, getDoc],
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

  const remove = useCallback(
    (nodeIds: ReadonlySet<string>, edgeIds: ReadonlySet<string>) => {
      const [first] = nodeIds;
      const parent = first ? parentOf(history.current.current.edges, first) : null;
      history.commit((g) => {
        const kept = removeNodes(g, nodeIds);
        const rest = { ...kept, edges: kept.edges.filter((e) => !edgeIds.has(e.id)) };
        return parent && !nodeIds.has(parent) ? select(rest, parent) : rest;
      });
      // Focus goes to the parent (or the canvas), not to the page: the keyboard stays in the map.
      if (parent && !nodeIds.has(parent)) focusNode(parent);
      else document.querySelector<HTMLElement>('.react-flow__pane')?.focus();
      toast(t('deletedNodes', { count: nodeIds.size || edgeIds.size }), {
        action: { label: t('undo'), onClick: () => history.undo() },
      });
    },
    [history, t],
  );

  const changeNode = useCallback(
    (id: string, patch: Partial<MindMapNodeData>) =>
      history.commit((g) => ({ ...g, nodes: updateNodeData(g.nodes, id, patch) })),
    [history],
  );

  const connect = useCallback(
    (source: string, target: string) => {
      if (source === target) return;
      history.commit((g) =>
        g.edges.some((e) => e.source === source && e.target === target)
          ? g
          : { ...g, edges: [...g.edges, { id: newId(), source, target }] },
      );
    },
    [history],
  );

  const linkTask = useCallback(
    (id: string, task: LinkedTask) => {
      linked.remember(task);
      changeNode(id, { taskId: task.id });
    },
    [linked, changeNode],
  );

  const createTask = useCallback(
    async (id: string) => {
      const node = history.current.current.nodes.find((n) => n.id === id);
      if (!node?.data.text.trim()) return;
      try {
        const task = await createTaskFromNode(node.data.text.trim().slice(0, 200));
        linkTask(id, { id: task.id, title: task.title, status: task.status, deleted: false });
        toast.success(t('taskCreated', { title: task.title }));
      } catch {
        toast.error(t('errors.taskFailed'));
      }
    },
    [history.current, linkTask, t],
  );

  const flowHandlers = useMemo(
    () => ({
      onNodesChange: (changes: NodeChange<MapNode>[]) =>
        history.setLive((g) => ({ ...g, nodes: applyNodeChanges(changes, g.nodes) })),
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

  const context: EditorContextValue = useMemo(
    () => ({ editingId, tasks: linked.tasks, startEdit, commitEdit, cancelEdit }),
    [editingId, linked.tasks, startEdit, commitEdit, cancelEdit],
  );

  const keyActions = {
    graph: () => history.current.current,
    editing: () => editingRef.current !== null,
    undo: history.undo,
    redo: history.redo,
    addSibling: addSiblingTo,
    addChild: addChildTo,
    edit: startEdit,
    remove,
    move: (ids: ReadonlySet<string>, dx: number, dy: number) =>
      history.commit((g) => ({ ...g, nodes: moveNodes(g.nodes, ids, dx, dy) })),
  };

  return {
    graph: history.graph,
    meta,
    setTitle: (title: string) => setMeta((m) => ({ ...m, title })),
    addNode,
    save,
    getDoc,
    context,
    flowHandlers,
    keyActions,
    tasks: linked.tasks,
    changeNode,
    connect,
    linkTask,
    createTask,
  };
}
