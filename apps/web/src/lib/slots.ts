// Slots: places in one feature's screen that another feature fills. Features never import each other
// (scripts/boundaries.ts); app/slots.ts says which feature fills which slot and provides them at the
// top of the tree, and a screen reads its slot with useSlot. An unfilled slot renders nothing.
import type { Task } from '@nova/core/contracts/tasks';
import { type ComponentType, createContext, useContext } from 'react';

export type Slots = {
  /** The Pomodoro timer card of /app's right panel, counting focus time for the running task. */
  pomodoroTimer?: ComponentType<{ activeTaskId: string | null }>;
  /** Delegation, attachments and comments of a task, in its detail sheet (the owner's side). */
  taskCollaboration?: ComponentType<{ task: Task }>;
};

export const SlotsContext = createContext<Slots>({});

export function useSlot<K extends keyof Slots>(name: K): Slots[K] {
  return useContext(SlotsContext)[name];
}
