// Assignment rows as the API shows them (never the token hash).
import type { Assignment } from '@nova/core/contracts/delegation';
import {
  assignmentStatusOf,
  type DelegationLanguage,
  delegationLanguages,
} from '@nova/core/domain/delegation';
import type { AssignmentRow } from './assignment.repo.ts';

export function toAssignment(row: AssignmentRow): Assignment {
  return {
    taskId: row.task_id,
    assigneeEmail: row.assignee_email,
    assigneeName: row.assignee_name,
    language: (delegationLanguages as readonly string[]).includes(row.language ?? '')
      ? (row.language as DelegationLanguage)
      : 'en',
    status: assignmentStatusOf(row.status),
    assignedAt: row.assigned_at,
    completedAt: row.completed_at,
    updatedAt: row.updated_at,
  };
}
