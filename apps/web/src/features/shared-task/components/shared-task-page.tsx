// /shared-task/:taskId?token=… inside the main app's router (a link followed within the app). The
// server answers these paths with the page's own small entry (shared-task.html); both render the same
// view.
import { useParams, useSearchParams } from 'react-router';
import { SharedTaskView } from './shared-task-view.tsx';

export function SharedTaskPage() {
  const { taskId = '' } = useParams();
  const [searchParams] = useSearchParams();
  return <SharedTaskView taskId={taskId} token={searchParams.get('token') ?? ''} />;
}
