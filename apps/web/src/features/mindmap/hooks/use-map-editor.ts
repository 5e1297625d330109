// The editor's state and actions: the graph with undo/redo, the node being typed into, the outliner
// moves, task links, and the save that follows every step. The canvas and panels only render it.
import type { MindMapDocument, MindMapDto } from '@nova/core/contracts/mind-maps';
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
import type { EditorContextValue } from '../editor-context.ts';
import {
  dropEstimates,
  fromDocument,
  type Graph,
  type MapEdge,
  type MapNode,
  moveNodes,
  toDocument,
} from '../graph.ts';
import { useGraphHistory } from './use-graph-history.ts';
import { useLinkedTasks } from './use-linked-tasks.ts';
import { useMapSave } from './use-map-save.ts';
import { useNodeActions } from './use-node-actions.ts';
import { useNodeEditing } from './use-node-editing.ts';

function useMeta(initial: MindMapDto) {
  const [meta, setMeta] = useState({ title: initial.title, description: initial.description });
  const ref = useRef(meta);
  ref.current = meta;
  return { meta, setMeta, ref };
}

export function useMapEditor(initial: MindMapDto) {
  const flow = useReactFlow<MapNode, MapEdge>();
  const emptyLabel = useTranslation('mindmap').t('node.empty');
  const [start] = useState(() => fromDocument(initial));
  const { graph, revision, actions: history } = useGraphHistory(start);
  const { meta, setMeta, ref: metaRef } = useMeta(initial);
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
  const busy = useRef<() => boolean>(() => false);
  const save = useMapSave({ initial, getDoc, show, isBusy: () => busy.current() });
  const saveRef = useRef(save);
  saveRef.current = save;

  // Every step (and a title change) is saved; a version put on screen from elsewhere is not re-sent.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the revision and meta are what trigger it
  useEffect(() => {
    if (quiet.current) {
      quiet.current = false;
      return;
    }
    save.change(getDoc());
  }, [revision, meta]);

  const editing = useNodeEditing(history, flow, () => saveRef.current?.change(getDoc()));
  const { editingId, editingRef, startEdit, commitEdit, cancelEdit, addChildTo, addSiblingTo, addNode } =
    editing;
  const { remove, changeNode, connect, linkTask, createTask } = useNodeActions(history, linked.remember);
  busy.current = () => editingRef.current !== null;

  const flowHandlers = useMemo(
    () => ({
      onNodesChange: (changes: NodeChange<MapNode>[]) => {
        const measured = new Set(changes.flatMap((c) => (c.type === 'dimensions' ? [c.id] : [])));
        history.setLive((g) => ({
          ...g,
          nodes: dropEstimates(applyNodeChanges(changes, g.nodes), measured),
        }));
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

  const context: EditorContextValue = useMemo(
    () => ({ editingId, emptyLabel, tasks: linked.tasks, startEdit, commitEdit, cancelEdit }),
    [editingId, emptyLabel, linked.tasks, startEdit, commitEdit, cancelEdit],
  );

  const setTitle = useCallback((title: string) => setMeta((m) => ({ ...m, title })), [setMeta]);

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
    graph,
    meta,
    setTitle,
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
