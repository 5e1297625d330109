// The content of the detail sheet, one section per concern. Each section saves its own field.
import type { Task } from '@nova/core/contracts/tasks';
import { Suspense, useState } from 'react';
import { useSlot } from '../../../../lib/slots.ts';
import { CompletionMessage } from './completion-message.tsx';
import { DeleteTaskButton } from './delete-task-button.tsx';
import { DescriptionSection } from './description-section.tsx';
import { MicroStepsSection } from './micro-steps-section.tsx';
import { PrioritySection } from './priority-section.tsx';
import { ScheduleSection } from './schedule-section.tsx';
import { StatusPanel } from './status-panel.tsx';
import { StrategyField } from './strategy-field.tsx';
import { TagsField } from './tags-field.tsx';
import { TitleEditor } from './title-editor.tsx';

export type TaskDetailBodyProps = {
  task: Task;
  onClose: () => void;
  /** Flushes to run before the sheet closes (pending autosave). */
  beforeClose: Set<() => void>;
};

export function TaskDetailBody({ task, onClose, beforeClose }: TaskDetailBodyProps) {
  // Only a completion made here, now, is celebrated; opening an old finished task stays quiet.
  const [celebrate, setCelebrate] = useState(false);
  // Delegation, attachments and comments: the delegation feature's, through a slot (lib/slots.ts).
  const Collaboration = useSlot('taskCollaboration');

  return (
    <div className="flex flex-1 flex-col gap-6 overflow-y-auto px-6 pb-10">
      <TitleEditor task={task} />
      <StatusPanel task={task} onCompleted={() => setCelebrate(true)} />
      <CompletionMessage show={celebrate && task.status === 'completed'} />
      <DescriptionSection task={task} beforeClose={beforeClose} />
      <MicroStepsSection task={task} />
      <ScheduleSection task={task} />
      <PrioritySection task={task} />
      <div className="grid gap-6 sm:grid-cols-2">
        <StrategyField task={task} />
        <TagsField task={task} />
      </div>
      {Collaboration ? (
        // Its own boundary: the section's chunk and strings arriving never blank the sheet.
        <Suspense fallback={null}>
          <Collaboration task={task} />
        </Suspense>
      ) : null}
      <div className="border-t border-border pt-6">
        <DeleteTaskButton task={task} onDeleted={onClose} />
      </div>
    </div>
  );
}
