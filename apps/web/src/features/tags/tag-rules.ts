// The tags page as data: the name check (on packages/core's tag name limit; the server checks
// again and compares names case-insensitively), which tasks carry a tag, and the kind message key for
// an API error.
import type { Tag } from '@nova/core/contracts/tags';
import type { TaskSummary } from '@nova/core/contracts/tasks';
import { strategyColors, type TagColor } from '@nova/core/domain/colors';
import { TAG_NAME_MAX } from '@nova/core/domain/limits';

export { TAG_NAME_MAX };

/** The strategy palette plus gray, gray first (the picker's order). */
export const tagColorList = ['gray', ...strategyColors] as const satisfies readonly TagColor[];

type MissingColor = Exclude<TagColor, (typeof tagColorList)[number]>;
const everyColorListed: MissingColor extends never ? true : false = true;
void everyColorListed;

/** i18n key (`errors.<key>`) of what is wrong with a name, or null when it can be sent. */
export function tagNameError(raw: string): 'nameRequired' | 'nameTooLong' | null {
  const name = raw.trim();
  if (name === '') return 'nameRequired';
  if (name.length > TAG_NAME_MAX) return 'nameTooLong';
  return null;
}

/** The tasks carrying `tagId`, in the order given. */
export function tasksWithTag<T extends Pick<TaskSummary, 'tagIds'>>(tasks: readonly T[], tagId: string): T[] {
  return tasks.filter((task) => task.tagIds.includes(tagId));
}

/** Tags sorted by name in the user's language (the server sorts too; new ones arrive at the end). */
export function sortTags<T extends Pick<Tag, 'name'>>(tags: readonly T[], locale: string): T[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  return [...tags].sort((a, b) => collator.compare(a.name, b.name));
}

/** The message key (`errors.<key>`) for a failed tag write, by the API's stable error code. */
export function tagErrorKey(code: string | null): 'nameTaken' | 'invalid' | 'offline' | 'generic' {
  if (code === 'tag_name_taken') return 'nameTaken';
  if (code === 'validation_failed') return 'invalid';
  if (code === 'network_error') return 'offline';
  return 'generic';
}
