// Tag rows as the API shows them (contracts/tags.ts).

import type { Tag } from '@nova/core/contracts/tags';
import { tagColors } from '@nova/core/domain/validation';
import { isOneOf } from '@nova/core/guards';

export type TagWithCount = {
  id: string;
  name: string;
  color: string | null;
  version: number;
  created_at: string;
  updated_at: string;
  task_count: number | null;
};

export function toTag(row: TagWithCount): Tag {
  return {
    id: row.id,
    name: row.name,
    color: isOneOf(tagColors, row.color) ? row.color : null,
    taskCount: Number(row.task_count ?? 0),
    version: row.version,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
