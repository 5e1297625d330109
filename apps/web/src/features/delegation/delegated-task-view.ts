// How the delegated list names an assignee: their name, else the part of the e-mail before the @
// (the core rule, mirrored here because its module also defines zod schemas; see decision 0007).
import type { Assignment } from '@nova/core/contracts/delegation';

export function assigneeDisplayNameOf(
  assignment: Pick<Assignment, 'assigneeName' | 'assigneeEmail'>,
): string {
  const trimmed = (assignment.assigneeName ?? '').trim();
  if (trimmed) return trimmed;
  const local = assignment.assigneeEmail.split('@')[0] ?? '';
  return local || assignment.assigneeEmail;
}
