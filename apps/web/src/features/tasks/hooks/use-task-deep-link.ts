// `/app?task=<id>` opens that task's detail (links from the notification centre and the delegated
// list); the parameter is removed once used, so closing the detail does not reopen it.
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

export function useTaskDeepLink(open: (taskId: string) => void): void {
  const [params, setParams] = useSearchParams();
  const taskId = params.get('task');
  useEffect(() => {
    if (!taskId) return;
    open(taskId);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('task');
        return next;
      },
      { replace: true },
    );
  }, [taskId, open, setParams]);
}
