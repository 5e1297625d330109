// Creates the chosen import cards through the ordinary hooks: the task (client id = the card's key,
// so it appears in the list at once), then its micro-steps in order. Returns which cards made it;
// the rest stay in the dialog (and in pendingAITasks) for another try.
import type { Tag } from '@nova/core/contracts/tags';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { invalidateAssistantViews } from '../../../lib/api/ai.ts';
import { useCreateTask } from '../../../lib/api/create-task.ts';
import { useCreateMicroTask } from '../../../lib/api/micro-tasks.ts';
import { tagListQueryOptions } from '../../../lib/api/tags.ts';
import { type ImportDraft, planImport } from '../lib/assistant-import.ts';

export type ImportOutcome = { created: string[]; blank: string[]; failed: string[]; stepsFailed: number };

const NO_TAGS: Tag[] = [];

export function useImportCreator() {
  const { t } = useTranslation('assistant');
  const client = useQueryClient();
  const createTask = useCreateTask();
  const createStep = useCreateMicroTask();
  const tags = useQuery(tagListQueryOptions()).data?.tags ?? NO_TAGS;
  const latest = useRef({ t, createTask, createStep, tags });
  latest.current = { t, createTask, createStep, tags };

  return useCallback(
    async (drafts: readonly ImportDraft[]): Promise<ImportOutcome> => {
      const outcome: ImportOutcome = { created: [], blank: [], failed: [], stepsFailed: 0 };
      for (const draft of drafts) {
        const { t: tr, createTask: tasks, createStep: steps, tags: known } = latest.current;
        const plan = planImport(draft, { categoryLabel: tr(`category.${draft.category}`), tags: known });
        if (!plan) {
          outcome.blank.push(draft.key);
          continue;
        }
        try {
          await tasks.mutateAsync(plan.task);
        } catch {
          outcome.failed.push(draft.key);
          continue;
        }
        outcome.created.push(draft.key);
        for (const step of plan.steps) {
          try {
            await steps.mutateAsync({
              taskId: plan.task.id,
              title: step.title,
              ...(step.minutes ? { estimateMinutes: step.minutes } : {}),
            });
          } catch {
            outcome.stepsFailed += 1;
          }
        }
      }
      if (outcome.created.length) invalidateAssistantViews(client);
      return outcome;
    },
    [client],
  );
}
