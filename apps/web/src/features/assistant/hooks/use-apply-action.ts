// Runs Nova's proposals through the ordinary hooks (the same validation, optimistic lists and realtime
// events as a click anywhere else), and undoes the last one. What each action means is decided in
// lib/assistant-actions.ts; this hook only reads the "before" state the undo needs and calls the API.
import type { Task, TaskList } from '@nova/core/contracts/tasks';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import {
  createRecurringTemplate,
  fetchRecurringTemplates,
  invalidateAssistantViews,
  updateRecurringTemplate,
} from '../../../lib/api/ai.ts';
import { useCreateTask } from '../../../lib/api/create-task.ts';
import { useDeleteTask } from '../../../lib/api/delete-task.ts';
import { useCreateMicroTask, useDeleteMicroTask } from '../../../lib/api/micro-tasks.ts';
import { newId } from '../../../lib/api/ops.ts';
import { useAssignStrategyTasks, useCreateStrategy, useDeleteStrategy } from '../../../lib/api/strategies.ts';
import { fetchTask, taskKeys } from '../../../lib/api/tasks.ts';
import { useUpdateTask } from '../../../lib/api/update-task.ts';
import {
  type ApplyStep,
  appendDescription,
  type BeforeState,
  type ChatAction,
  planAction,
  type StrategyOfTask,
  tasksMovedBy,
  type UndoStep,
  undoFor,
} from '../lib/assistant-actions.ts';

export class ActionNotApplicable extends Error {}

/** What failed, so the panel can say it with SPEC §8's words. */
export type ApplyFailure = ApplyStep['kind'] | 'notApplicable';

/** The mutations the actions and their undos run, read through a ref by stable callbacks. */
function useActionMutations() {
  const hooks = {
    createTask: useCreateTask(),
    deleteTask: useDeleteTask(),
    updateTask: useUpdateTask(),
    createStrategy: useCreateStrategy(),
    deleteStrategy: useDeleteStrategy(),
    assign: useAssignStrategyTasks(),
    createStep: useCreateMicroTask(),
    deleteStep: useDeleteMicroTask(),
  };
  const latest = useRef(hooks);
  latest.current = hooks;
  return latest;
}

type Mutations = ReturnType<typeof useActionMutations>['current'];

/** What an action changes, read before it runs, so its undo can put it back. */
function useReadBefore(client: QueryClient) {
  const strategyOf = useCallback(
    async (taskId: string): Promise<string | null> => {
      for (const [, list] of client.getQueriesData<TaskList>({ queryKey: taskKeys.lists() })) {
        const row = list?.tasks.find((task) => task.id === taskId);
        if (row) return row.strategyId;
      }
      return (await fetchTask(taskId)).strategyId;
    },
    [client],
  );

  return useCallback(
    async (step: ApplyStep): Promise<BeforeState> => {
      const before: BeforeState = {};
      const moved = tasksMovedBy(step);
      if (moved.length) {
        before.strategies = await Promise.all(
          moved.map(
            async (taskId): Promise<StrategyOfTask> => ({ taskId, strategyId: await strategyOf(taskId) }),
          ),
        );
      }
      if (step.kind === 'appendDescription') {
        const task =
          client.getQueryData<Task>(taskKeys.detail(step.taskId)) ?? (await fetchTask(step.taskId));
        before.description = task.description;
      }
      if (step.kind === 'updateTemplate') {
        const { templates } = await fetchRecurringTemplates();
        const template = templates.find((item) => item.id === step.id);
        if (template) before.template = { isActive: template.isActive, pattern: template.pattern };
      }
      return before;
    },
    [client, strategyOf],
  );
}

/** Runs one planned step; resolves with the id of a template it created, for the undo. */
async function runStep(h: Mutations, step: ApplyStep, before: BeforeState): Promise<string | undefined> {
  switch (step.kind) {
    case 'createTask':
      await h.createTask.mutateAsync(step.body);
      return undefined;
    case 'createStrategy':
      await h.createStrategy.mutateAsync(step.body);
      if (step.assign.length) await h.assign.mutateAsync({ id: step.body.id, taskIds: step.assign });
      return undefined;
    case 'assignStrategy':
      await h.assign.mutateAsync({ id: step.strategyId, taskIds: step.taskIds });
      return undefined;
    case 'createSteps':
      for (const s of step.steps) {
        await h.createStep.mutateAsync({
          taskId: step.taskId,
          id: s.id,
          title: s.title,
          estimateMinutes: s.estimateMinutes,
        });
      }
      return undefined;
    case 'appendDescription':
      await h.updateTask.mutateAsync({
        id: step.taskId,
        description: appendDescription(before.description ?? '', step.text),
      });
      return undefined;
    case 'createTemplate':
      return (await createRecurringTemplate({ ...step.body, opId: newId() })).id;
    case 'updateTemplate':
      await updateRecurringTemplate(step.id, { ...step.body, opId: newId() });
      return undefined;
  }
}

/** Runs one undo step. */
async function runUndo(h: Mutations, step: UndoStep): Promise<void> {
  switch (step.kind) {
    case 'deleteTask':
      await h.deleteTask.mutateAsync({ id: step.id });
      break;
    case 'deleteStrategy':
      await h.deleteStrategy.mutateAsync({ id: step.id });
      for (const item of step.restore) {
        if (item.strategyId) await h.updateTask.mutateAsync({ id: item.taskId, strategyId: item.strategyId });
      }
      break;
    case 'restoreStrategies':
      for (const item of step.items) {
        await h.updateTask.mutateAsync({ id: item.taskId, strategyId: item.strategyId });
      }
      break;
    case 'deleteSteps':
      for (const id of step.ids) await h.deleteStep.mutateAsync({ taskId: step.taskId, microId: id });
      break;
    case 'setDescription':
      await h.updateTask.mutateAsync({ id: step.taskId, description: step.html });
      break;
    case 'updateTemplate':
      await updateRecurringTemplate(step.id, { ...step.body, opId: newId() });
      break;
  }
}

export function useApplyAction() {
  const client = useQueryClient();
  const latest = useActionMutations();
  const readBefore = useReadBefore(client);

  /** Applies one action; resolves with the step that undoes it (null: nothing to undo). */
  const apply = useCallback(
    async (action: ChatAction): Promise<UndoStep | null> => {
      const step = planAction(action, newId);
      if (!step) throw new ActionNotApplicable(action.type);
      const before = await readBefore(step);
      const templateId = await runStep(latest.current, step, before);
      invalidateAssistantViews(client);
      return undoFor(step, before, { templateId });
    },
    [client, readBefore, latest],
  );

  const undo = useCallback(
    async (step: UndoStep): Promise<void> => {
      await runUndo(latest.current, step);
      invalidateAssistantViews(client);
    },
    [client, latest],
  );

  return { apply, undo };
}

/** The kind of step an action would run (for the failure message), or notApplicable. */
export function failureKind(action: ChatAction): ApplyFailure {
  return planAction(action, () => 'x')?.kind ?? 'notApplicable';
}
