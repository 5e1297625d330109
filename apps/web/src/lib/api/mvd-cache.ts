// The minimum viable day's query key and cache edits, apart from mvd.ts so tasks.ts can use them
// without an import cycle.
import type { MvdList } from '@nova/core/contracts/mvd';
import type { QueryClient } from '@tanstack/react-query';

export const mvdKeys = {
  all: ['mvd'] as const,
};

export function removeFromMvdCache(client: QueryClient, taskId: string): void {
  client.setQueryData<MvdList>(mvdKeys.all, (list) =>
    list?.taskIds.includes(taskId) ? { taskIds: list.taskIds.filter((id) => id !== taskId) } : list,
  );
}
