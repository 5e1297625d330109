// The executive mentor's rule: a task nobody changed for 3 days (not finished, not an idea) earns one
// gentle nudge, the longest-waiting first. Snoozing hides it for a day; dismissing hides it until the
// task changes (then, after another 3 quiet days, it may come back). Kept on this device. Pure apart
// from the storage helpers at the end.
import type { TaskSummary } from '@nova/core/contracts/tasks';
import { readStored, writeStored } from '../../lib/storage.ts';

export const UNTOUCHED_DAYS = 3;
export const SNOOZE_HOURS = 24;
const DAY_MS = 86_400_000;

export type NudgeMemory = Record<string, { snoozedUntil?: string; dismissedAt?: string }>;

export function staleTask(
  tasks: Iterable<Pick<TaskSummary, 'id' | 'status' | 'type' | 'updatedAt'>>,
  now: Date,
  memory: NudgeMemory,
): string | null {
  let best: { id: string; at: number } | null = null;
  for (const task of tasks) {
    if (task.type !== 'task' || task.status === 'completed' || task.status === 'cancelled') continue;
    const at = Date.parse(task.updatedAt);
    if (!Number.isFinite(at) || now.getTime() - at < UNTOUCHED_DAYS * DAY_MS) continue;
    const seen = memory[task.id];
    if (seen?.dismissedAt === task.updatedAt) continue;
    if (seen?.snoozedUntil && Date.parse(seen.snoozedUntil) > now.getTime()) continue;
    if (!best || at < best.at) best = { id: task.id, at };
  }
  return best?.id ?? null;
}

export const snooze = (memory: NudgeMemory, id: string, now: Date): NudgeMemory => ({
  ...memory,
  [id]: { ...memory[id], snoozedUntil: new Date(now.getTime() + SNOOZE_HOURS * 3_600_000).toISOString() },
});

export const dismiss = (memory: NudgeMemory, id: string, updatedAt: string): NudgeMemory => ({
  ...memory,
  [id]: { ...memory[id], dismissedAt: updatedAt },
});

export const MENTOR_KEY = 'mentor-nudges';

export function readMemory(): NudgeMemory {
  try {
    const value: unknown = JSON.parse(readStored(MENTOR_KEY) ?? '{}');
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as NudgeMemory) : {};
  } catch {
    return {};
  }
}

export function writeMemory(memory: NudgeMemory): void {
  writeStored(MENTOR_KEY, JSON.stringify(memory));
}
