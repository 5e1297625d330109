// /app as the router loads it: the tasks page with the slots other features fill (slots.tsx), in ONE
// chunk, so the screen's first frame needs one request and compresses as one file (two chunks side by
// side cost ~0.7 KB gzip more and an extra round trip to start). The server names this module in /app's
// Link preload header (apps/server/src/http/preload.ts).
import { TasksPage } from '../features/tasks/components/tasks-page.tsx';
import { withTasksScreenSlots } from './slots.tsx';

export const TasksScreen = withTasksScreenSlots(TasksPage);
