// Test support: a Tag and a Strategy of the API contract with neutral defaults.
import type { Strategy } from '@nova/core/contracts/strategies';
import type { Tag } from '@nova/core/contracts/tags';

const created = '2025-01-01T00:00:00.000Z';

export function tag(over: Partial<Tag> = {}): Tag {
  const id = over.id ?? 'g1';
  return {
    id,
    name: id,
    color: null,
    taskCount: 0,
    version: 1,
    createdAt: created,
    updatedAt: created,
    ...over,
  };
}

export function strategy(over: Partial<Strategy> = {}): Strategy {
  const id = over.id ?? 'st1';
  return {
    id,
    name: id,
    description: '',
    color: 'blue',
    priority: 2,
    taskCount: 0,
    completedTaskCount: 0,
    version: 1,
    createdAt: created,
    updatedAt: created,
    ...over,
  };
}
