// The virtualized task list: section headers (collapsible) and rows, rendered only near the viewport
// so 1,000 tasks scroll smoothly. The scroll container is the page column (passed in).
import type { Tag } from '@nova/core/contracts/tags';
import { ChevronRight } from 'lucide-react';
import { type RefObject, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';
import { flattenSections, type ListRow, type TaskSection } from '../task-grouping.ts';
import { type ListVirtualizer, useListVirtualizer } from './task-list-virtualizer.ts';
import { TaskRow, type TaskRowHandlers } from './task-row.tsx';
import { useRowTexts } from './task-row-texts.ts';

export type TaskListProps = {
  sections: readonly TaskSection[];
  scrollRef: RefObject<HTMLElement | null>;
  handlers: Omit<TaskRowHandlers, 'moveFocus'>;
  tags: ReadonlyMap<string, Tag>;
  today: string;
  language: string;
  /** Changes when the view/grouping changes, so section toggles start fresh. */
  resetKey: string;
  /** Called when the rows near the end are rendered (the next page of a paged list). */
  onNearEnd?: (() => void) | undefined;
};

const ROW_HEIGHT = 64;
/** How close to the last row the rendered rows get before the next page is asked for. */
const NEAR_END_ROWS = 20;
const HEADER_HEIGHT = 44;

export function TaskList(props: TaskListProps) {
  const { sections, scrollRef, handlers, tags, today, language, resetKey, onNearEnd } = props;
  const { t } = useTranslation('tasks');
  const [openState, setOpenState] = useState<{ key: string; open: Record<string, boolean> }>({
    key: resetKey,
    open: {},
  });
  const open = openState.key === resetKey ? openState.open : {};
  const rows = useMemo(() => flattenSections(sections, open), [sections, open]);
  const listRef = useRef<HTMLUListElement>(null);

  const virtualizer = useListVirtualizer({
    count: rows.length,
    scrollRef,
    listRef,
    estimateSize: (index) => (rows[index]?.kind === 'section' ? HEADER_HEIGHT : ROW_HEIGHT),
    getItemKey: (index) => {
      const row = rows[index];
      return row?.kind === 'task' ? row.task.id : `section-${row?.section.id ?? index}`;
    },
    overscan: 8,
  });

  const toggleSection = (row: Extract<ListRow, { kind: 'section' }>) =>
    setOpenState({ key: resetKey, open: { ...open, [row.section.id]: !row.open } });

  const moveFocus = useMoveFocus(rows, virtualizer, listRef);
  const rowHandlers = useMemo<TaskRowHandlers>(() => ({ ...handlers, moveFocus }), [handlers, moveFocus]);
  const texts = useRowTexts(language);

  const items = virtualizer.getVirtualItems();
  const lastRendered = items.at(-1)?.index ?? -1;
  useEffect(() => {
    if (onNearEnd && rows.length > 0 && lastRendered >= rows.length - NEAR_END_ROWS) onNearEnd();
  }, [onNearEnd, lastRendered, rows.length]);
  // The rendered rows sit in the normal flow below a padding that stands for the rows above them: until
  // a measurement lands, a row taller than its estimate pushes the next down instead of overlapping it.
  // (The height is the whole list's, padding included: box-sizing is border-box.)
  const offset = (items[0]?.start ?? 0) - virtualizer.options.scrollMargin;
  return (
    <ul
      ref={listRef}
      aria-label={t('row.list')}
      className="relative w-full"
      style={{ height: virtualizer.getTotalSize(), paddingTop: offset }}
    >
      {items.map((item) => {
        const row = rows[item.index];
        if (!row) return null;
        return (
          // A row attached is handed to the virtualizer, whose ResizeObserver reports its real height (it
          // wraps on a phone) after the browser's layout (task-list-virtualizer.ts).
          <li key={item.key} data-index={item.index} ref={virtualizer.measureElement} className="w-full pb-2">
            {row.kind === 'section' ? (
              <SectionHeader row={row} onToggle={() => toggleSection(row)} />
            ) : (
              <TaskRow task={row.task} handlers={rowHandlers} today={today} texts={texts} tags={tags} />
            )}
          </li>
        );
      })}
    </ul>
  );
}

function SectionHeader({
  row,
  onToggle,
}: {
  row: Extract<ListRow, { kind: 'section' }>;
  onToggle: () => void;
}) {
  const { t } = useTranslation('tasks');
  const title = t(row.section.titleKey);
  return (
    <h2 className="pt-2">
      <button
        type="button"
        aria-expanded={row.open}
        onClick={onToggle}
        className="flex w-full items-center gap-2 rounded-lg px-2 py-1.5 text-sm font-semibold text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <ChevronRight
          aria-hidden="true"
          className={cn('size-4 transition-transform motion-reduce:transition-none', row.open && 'rotate-90')}
        />
        <span aria-hidden="true">{title}</span>
        <span aria-hidden="true" className="rounded-full bg-muted px-2 text-xs font-normal tabular-nums">
          {row.section.tasks.length}
        </span>
        <span className="sr-only">{t('section.toggle', { title, count: row.section.tasks.length })}</span>
      </button>
    </h2>
  );
}

/** Arrow keys between titles: scroll the next row into view, then focus it once it is rendered. */
function useMoveFocus(
  rows: ListRow[],
  virtualizer: ListVirtualizer,
  listRef: RefObject<HTMLUListElement | null>,
) {
  const rowsRef = useRef(rows);
  rowsRef.current = rows;
  // biome-ignore lint/correctness/useExhaustiveDependencies: listRef is the caller's stable object; .current is read on a key press
  return useCallback(
    (fromId: string, delta: 1 | -1) => {
      const all = rowsRef.current;
      const from = all.findIndex((row) => row.kind === 'task' && row.task.id === fromId);
      let index = from + delta;
      while (index >= 0 && index < all.length && all[index]?.kind !== 'task') index += delta;
      const target = all[index];
      if (target?.kind !== 'task') return;
      virtualizer.scrollToIndex(index, { align: 'auto' });
      const focus = (attempt: number) => {
        const element = listRef.current?.querySelector<HTMLElement>(
          `[data-task-title="${CSS.escape(target.task.id)}"]`,
        );
        if (element) element.focus();
        else if (attempt < 5) requestAnimationFrame(() => focus(attempt + 1));
      };
      requestAnimationFrame(() => focus(0));
    },
    [virtualizer],
  );
}
