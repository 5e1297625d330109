// What the panel and the keys do to nodes: delete (with an undo toast; focus stays in the map),
// change, connect, and link a task (found, or created from the node's text).
import type { LinkedTask } from '@nova/core/contracts/mind-maps';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { newId } from '../../../lib/api/ops.ts';
import { createTaskFromNode } from '../api/mind-maps.ts';
import { focusNode } from '../focus-node.ts';
import { type MindMapNodeData, parentOf, removeNodes, select, updateNodeData } from '../graph.ts';
import type { GraphHistory } from './use-graph-history.ts';

type History = GraphHistory;

export function useNodeActions(history: History, remember: (task: LinkedTask) => void) {
  const { t } = useTranslation('mindmap');

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
      remember(task);
      changeNode(id, { taskId: task.id });
    },
    [remember, changeNode],
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

  return { remove, changeNode, connect, linkTask, createTask };
}
