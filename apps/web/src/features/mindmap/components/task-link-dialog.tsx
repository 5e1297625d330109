// Link a node to an existing task: search the user's tasks by words (GET /api/tasks?q=) and pick one.
import type { LinkedTask } from '@nova/core/contracts/mind-maps';
import type { TaskSummary } from '@nova/core/contracts/tasks';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { Input, Label } from '../../../components/ui/input.tsx';
import { searchTasks } from '../api/mind-maps.ts';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialQuery: string;
  onPick: (task: LinkedTask) => void;
};

function Results({ query, onPick }: { query: string; onPick: (task: TaskSummary) => void }) {
  const { t } = useTranslation('mindmap');
  const result = useQuery({
    queryKey: ['mind-maps', 'task-search', query],
    queryFn: ({ signal }) => searchTasks(query, signal),
  });
  if (result.isPending) return <p role="status">{t('link.searching')}</p>;
  if (result.isError) return <p role="alert">{t('link.failed')}</p>;
  const tasks = result.data.tasks.slice(0, 20);
  if (tasks.length === 0) return <p role="status">{t('link.none')}</p>;
  return (
    <ul aria-label={t('link.results')} className="flex max-h-72 flex-col gap-1 overflow-y-auto">
      {tasks.map((task) => (
        <li key={task.id}>
          <Button variant="ghost" className="w-full justify-start text-left" onClick={() => onPick(task)}>
            <span
              aria-hidden="true"
              className={
                task.status === 'completed'
                  ? 'size-2.5 shrink-0 rounded-full bg-green-600'
                  : 'size-2.5 shrink-0 rounded-full bg-blue-600'
              }
            />
            <span className="truncate">{task.title}</span>
          </Button>
        </li>
      ))}
    </ul>
  );
}

export function TaskLinkDialog({ open, onOpenChange, initialQuery, onPick }: Props) {
  const { t } = useTranslation('mindmap');
  const [query, setQuery] = useState(initialQuery);
  const deferred = useDeferredValue(query.trim());
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('close')}>
        <DialogTitle>{t('link.title')}</DialogTitle>
        <DialogDescription>{t('link.description')}</DialogDescription>
        <div className="mt-4 flex flex-col gap-3">
          <Label htmlFor="task-link-search">{t('link.search')}</Label>
          <Input
            id="task-link-search"
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
          <Results
            query={deferred}
            onPick={(task) => {
              onPick({ id: task.id, title: task.title, status: task.status, deleted: false });
              onOpenChange(false);
            }}
          />
        </div>
      </DialogContent>
    </Dialog>
  );
}
