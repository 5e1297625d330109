// Which SPEC §8 message a failed task action shows (keys of the `tasks` namespace). The API layer
// never toasts; the screen picks the text here from the stable error code.
import { ApiRequestError } from '../../lib/api-client.ts';

export type TaskAction = 'create' | 'update' | 'status' | 'delete' | 'mvdAdd' | 'mvdRemove' | 'date';

const fallback: Record<TaskAction, string> = {
  create: 'toast.createFailed',
  update: 'toast.updateFailed',
  status: 'toast.statusFailed',
  delete: 'toast.deleteFailed',
  mvdAdd: 'toast.mvdAddFailed',
  mvdRemove: 'toast.mvdRemoveFailed',
  date: 'toast.dateFailed',
};

export function taskErrorKey(action: TaskAction, error: unknown): string {
  if (error instanceof ApiRequestError) {
    if (error.code === 'mvd_limit') return 'toast.mvdLimit';
    if (error.code === 'unauthenticated') return 'toast.notAuthenticated';
    if (error.code === 'validation_failed' && error.details.some((d) => d.path === 'title')) {
      return 'toast.titleEmpty';
    }
  }
  return fallback[action];
}

/** MVD failures carry SPEC's title 'Ошибка' above the message. */
export const isMvdAction = (action: TaskAction): boolean => action === 'mvdAdd' || action === 'mvdRemove';
