// Assignment rows as the API shows them (never the token hash).

import type { Assignment } from '@nova/core/contracts/delegation';
import { assignmentStatusOf, delegationLanguages } from '@nova/core/domain/delegation';
import { isOneOf } from '@nova/core/guards';
import type { AssignmentRow } from './assignment.repo.ts';

export function toAssignment(row: AssignmentRow): Assignment {
  return {
    taskId: row.task_id,
    assigneeEmail: row.assignee_email,
    assigneeName: row.assignee_name,
    language: isOneOf(delegationLanguages, row.language) ? row.language : 'en',
    status: assignmentStatusOf(row.status),
    assignedAt: row.assigned_at,
    completedAt: row.completed_at,
    updatedAt: row.updated_at,
  };
}
