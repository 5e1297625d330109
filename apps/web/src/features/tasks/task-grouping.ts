// How the /app list is grouped into sections. Modes: classic (by status) and energy (high / medium /
// low from the core's energyLevel) and ai (a saved AI grouping: components/assistant/ai-grouping-view.tsx
// shows its groups; its grouper here gives the ordinary sections for the list under the offer to group).
import type { TaskSummary } from '@nova/core/contracts/tasks';
import { energyLevel } from '@nova/core/domain/priority';
import type { TaskStatus } from '@nova/core/domain/status';

export const groupingModes = ['classic', 'energy', 'ai'] as const;
export type GroupingMode = (typeof groupingModes)[number];

/** Modes the screen offers. */
export const availableGroupingModes: readonly GroupingMode[] = ['classic', 'energy', 'ai'];

export const GROUPING_MODE_KEY = 'grouping-mode';

/**
 * Reads the stored mode: SPEC §2's old value `context` becomes `energy`; anything unknown or not
 * offered yet falls back to classic. `migrated` tells the caller to write the new value back.
 */
export function parseGroupingMode(
  stored: string | null,
  available: readonly GroupingMode[] = availableGroupingModes,
): { mode: GroupingMode; migrated: boolean } {
  if (stored === 'context') return { mode: 'energy', migrated: true };
  const known = available.find((mode) => mode === stored);
  return { mode: known ?? 'classic', migrated: false };
}

export type TaskSection = {
  id: string;
  /** i18n key in the `tasks` namespace. */
  titleKey: string;
  tasks: TaskSummary[];
  /** SPEC §2: waiting and inProgress open, completed closed. */
  defaultOpen: boolean;
};

type Grouper = (tasks: readonly TaskSummary[], options?: GroupingOptions) => TaskSection[];

/** Classic sections in working order: what is running first, finished last. */
export const classicOrder: readonly TaskStatus[] = [
  'inProgress',
  'waiting',
  'paused',
  'scheduled',
  'completed',
  'cancelled',
];
const closedByDefault: ReadonlySet<TaskStatus> = new Set(['completed', 'cancelled']);

function groupClassic(tasks: readonly TaskSummary[]): TaskSection[] {
  const buckets = new Map<TaskStatus, TaskSummary[]>(classicOrder.map((status) => [status, []]));
  for (const task of tasks) buckets.get(task.status)?.push(task);
  return classicOrder
    .map((status) => ({
      id: status,
      titleKey: `section.${status}`,
      tasks: buckets.get(status) ?? [],
      defaultOpen: !closedByDefault.has(status),
    }))
    .filter((section) => section.tasks.length > 0);
}

const energyOrder = ['high', 'medium', 'low'] as const;
/** On a low-energy day (today's health check-in says 1-2) the light tasks come first. */
const lowEnergyOrder = ['low', 'medium', 'high'] as const;

export type GroupingOptions = { lowEnergy?: boolean };

function groupEnergy(tasks: readonly TaskSummary[], options: GroupingOptions = {}): TaskSection[] {
  const buckets = new Map<string, TaskSummary[]>(energyOrder.map((level) => [level, []]));
  for (const task of tasks) buckets.get(energyLevel(task))?.push(task);
  return (options.lowEnergy ? lowEnergyOrder : energyOrder)
    .map((level) => ({
      id: `energy-${level}`,
      titleKey: `section.energy.${level}`,
      tasks: buckets.get(level) ?? [],
      defaultOpen: true,
    }))
    .filter((section) => section.tasks.length > 0);
}

export const groupers: Partial<Record<GroupingMode, Grouper>> = {
  classic: groupClassic,
  energy: groupEnergy,
  // Until a grouping exists (or when none of its tasks is in view) the list stays in status sections.
  ai: groupClassic,
};

export function groupTasks(
  tasks: readonly TaskSummary[],
  mode: GroupingMode,
  options: GroupingOptions = {},
): TaskSection[] {
  return (groupers[mode] ?? groupClassic)(tasks, options);
}

export type ListRow =
  | { kind: 'section'; section: TaskSection; open: boolean }
  | { kind: 'task'; task: TaskSummary; sectionId: string };

/**
 * The flat rows the virtual list renders: a header per section, its tasks only while it is open. A
 * lone section starts open (the completed view must not greet you with a closed "Completed" header).
 */
export function flattenSections(
  sections: readonly TaskSection[],
  openState: Readonly<Record<string, boolean>>,
): ListRow[] {
  const rows: ListRow[] = [];
  const lone = sections.length === 1;
  for (const section of sections) {
    const open = openState[section.id] ?? (lone || section.defaultOpen);
    rows.push({ kind: 'section', section, open });
    if (open) for (const task of section.tasks) rows.push({ kind: 'task', task, sectionId: section.id });
  }
  return rows;
}
