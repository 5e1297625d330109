// The editor's state and actions: the graph with undo/redo, the node being typed into, the outliner
// moves, task links, and the save that follows every step. The canvas and panels only render it.
import type { MindMapDocument, MindMapDto } from '@nova/core/contracts/mind-maps';
import { useReactFlow } from '@xyflow/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditorContextValue } from '../editor-context.ts';
import { fromDocument, type MapEdge, type MapNode, moveNodes, toDocument } from '../graph.ts';
import { useFlowHandlers } from './use-flow-handlers.ts';
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
  // The canvas's instance is a new object once its viewport exists (its methods read the canvas's
  // store when called, so any of them will do): kept in a ref, so the callbacks built on it, and with
  // them the nodes' context, stay the same and the canvas's nodes do not all render again.
  const flowNow = useReactFlow<MapNode, MapEdge>();
  const flow = useRef(flowNow);
  flow.current = flowNow;
  const emptyLabel = useTranslation('mindmap').t('node.empty');
  const [start] = useState(() => fromDocument(initial));
  const { graph, revision, actions: history } = useGraphHistory(start);
  const { meta, setMeta, ref: metaRef } = useMeta(initial);
  const quiet = useRef(true);

  const getDoc = useCallback(
    (): MindMapDocument =>
      toDocument({ ...metaRef.current, viewport: flow.current.getViewport() }, history.current.current),
    [history.current, metaRef],
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

  const saveFirstText = useCallback(() => saveRef.current?.change(getDoc()), [getDoc]);
  const editing = useNodeEditing(history, flow, saveFirstText);
  const { editingId, editingRef, startEdit, commitEdit, cancelEdit, addChildTo, addSiblingTo, addNode } =
    editing;
  const { remove, changeNode, connect, linkTask, createTask } = useNodeActions(history, linked.remember);
  busy.current = () => editingRef.current !== null;

  const flowHandlers = useFlowHandlers(history, connect);

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
