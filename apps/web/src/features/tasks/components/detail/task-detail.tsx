// The task detail view's entry: a tiny shell the /app screen mounts. Everything heavy (the sheet, the
// rich-text editor, the day picker, dnd-kit) is in lazy chunks fetched only when a task is opened, so
// mounting this costs the list screen nothing. `preloadTaskDetail` warms the chunk (hover or focus).
import { Suspense } from 'react';
import { lazyPart, toastAndClose } from '../../../../lib/lazy-part.tsx';

const loadSheet = () => import('./task-detail-sheet.tsx');
// The editor chunk is the largest; fetching it alongside the sheet (not after the task loads) saves a
// round trip. Both imports are cached by the bundler's loader, so repeated calls cost nothing.
const loadEditor = () => import('../../../../components/rich-text/rich-text-editor.tsx');
// If the sheet cannot load (offline before the service worker stored it), the screen stays: a toast
// says so and the task closes; opening it again tries again (lazyPart).
const TaskDetailSheet = lazyPart(
  () => {
    void loadEditor();
    return loadSheet().then((m) => ({ default: m.TaskDetailSheet }));
  },
  toastAndClose(({ onClose }) => onClose()),
);

/** Starts fetching the detail chunks ahead of a click (hover, focus); safe to call often. */
export function preloadTaskDetail(): void {
  void loadSheet();
  void loadEditor();
}

export type TaskDetailProps = {
  /** The open task; null keeps the view closed. */
  taskId: string | null;
  onClose: () => void;
};

export function TaskDetail({ taskId, onClose }: TaskDetailProps) {
  if (taskId === null) return null;
  return (
    <Suspense fallback={null}>
      <TaskDetailSheet taskId={taskId} onClose={onClose} />
    </Suspense>
  );
}
