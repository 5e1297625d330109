// The tags page as data: the name check (on packages/core's tag name limit; the server checks
// again and compares names case-insensitively), the list of a tag's tasks and its count, and the kind
// message key for an API error.
import type { Tag } from '@nova/core/contracts/tags';
import type { TaskCounts } from '@nova/core/contracts/tasks';
import { strategyColors, type TagColor } from '@nova/core/domain/colors';
import { TAG_NAME_MAX } from '@nova/core/domain/limits';
import type { TaskListParams } from '../../lib/api/task-list-cache.ts';

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

/** The tasks carrying a tag, most recently changed first (a task just tagged heads them), in pages. */
export const tagTasksParams = (tagId: string): TaskListParams => ({ tagId, order: 'updated' });

/** A tag's tasks first shown when it is opened, and how many each "Show more" adds. */
export const TAG_TASK_PAGES = { first: 20, more: 50 } as const;

/** How many tasks carry a tag: the counts (per tag) when in, else the tag list's own number. */
export function tagTaskCount(
  tag: Pick<Tag, 'id' | 'taskCount'>,
  counts: Pick<TaskCounts, 'tags'> | undefined,
) {
  if (!counts?.tags) return tag.taskCount;
  return counts.tags.find((g) => g.id === tag.id)?.total ?? 0;
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
