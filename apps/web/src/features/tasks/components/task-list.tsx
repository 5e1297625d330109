// The virtualized task list: section headers (collapsible) and rows, rendered only near the viewport
// so 1,000 tasks scroll smoothly. The scroll container is the page column (passed in).
import type { Tag } from '@nova/core/contracts/tags';
import {
  measureElement,
  observeElementOffset,
  observeElementRect,
  useVirtualizer,
  type Virtualizer,
} from '@tanstack/react-virtual';
import { ChevronRight } from 'lucide-react';
import {
  type RefObject,
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';
import { flattenSections, type ListRow, type TaskSection } from '../task-grouping.ts';
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

/**
 * A virtualizer observer whose first report (made at once, in the layout phase of the list's first
 * commit) is handed over as a transition: an update in the layout phase is rendered again before the
 * browser paints, in the same long task; later reports (scrolling, resizing) stay immediate.
 */
type ListVirtualizer = Virtualizer<HTMLElement, Element>;
function firstReportDeferred<A extends unknown[]>(
  observe: (instance: ListVirtualizer, report: (...args: A) => void) => (() => void) | undefined,
) {
  return (instance: ListVirtualizer, report: (...args: A) => void) => {
    let first = true;
    const cleanup = observe(instance, (...args) => {
      if (first) startTransition(() => report(...args));
      else report(...args);
    });
    first = false;
    return cleanup;
  };
}
const observeRect = firstReportDeferred(observeElementRect);
const observeOffset = firstReportDeferred(observeElementOffset);

/**
 * A row's size, from the ResizeObserver's report only. When a row is attached (its ref, in React's
 * commit, with the DOM just changed) its size stays what the virtualizer holds (the estimate, or the
 * last measurement): reading it there (offsetHeight) would lay the whole page out inside the commit,
 * ~90 ms at 4x CPU slowdown each time rows are added (bench/lighthouse.ts). The observer, which
 * watches every attached row, reports the real size after the browser's own layout and before it
 * paints, so the frame shows the measured rows all the same.
 */
function measureRowSize(element: Element, entry: ResizeObserverEntry | undefined, instance: ListVirtualizer) {
  return entry
    ? measureElement(element, entry, instance)
    : (instance.measurementsCache[instance.indexFromElement(element)]?.size ?? ROW_HEIGHT);
}

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
  const scrollMargin = useScrollMargin(listRef, scrollRef);

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => (rows[index]?.kind === 'section' ? HEADER_HEIGHT : ROW_HEIGHT),
    getItemKey: (index) => {
      const row = rows[index];
      return row?.kind === 'task' ? row.task.id : `section-${row?.section.id ?? index}`;
    },
    overscan: 8,
    scrollMargin,
    measureElement: measureRowSize,
    observeElementRect: observeRect,
    observeElementOffset: observeOffset,
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
          // wraps on a phone) after the browser's layout (measureRowSize).
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

/** The list's distance from the top of its scroller's content, kept as the page above it changes. */
function useScrollMargin(
  listRef: RefObject<HTMLUListElement | null>,
  scrollRef: RefObject<HTMLElement | null>,
): number {
  const [scrollMargin, setScrollMargin] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the refs are the caller's stable objects; .current is read when it runs
  useLayoutEffect(() => {
    const list = listRef.current;
    const scroller = scrollRef.current;
    if (!list || !scroller) return;
    const measure = () => {
      const margin =
        list.getBoundingClientRect().top - scroller.getBoundingClientRect().top + scroller.scrollTop;
      // A transition, not an update in the layout phase (which React renders again at once, in the
      // same task as the list's first commit): the rows keep their places (each row's offset takes
      // the margin off again), only which rows are near the viewport changes.
      startTransition(() =>
        setScrollMargin((current) => (Math.abs(current - margin) > 1 ? margin : current)),
      );
    };
    // Measured from the observer's first report (made for each child once it is laid out), not here:
    // a read in the layout effect would lay the page out inside the list's first commit.
    const observer = new ResizeObserver(measure);
    for (const child of Array.from(scroller.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [scrollRef]);
  return scrollMargin;
}

/** Arrow keys between titles: scroll the next row into view, then focus it once it is rendered. */
function useMoveFocus(
  rows: ListRow[],
  virtualizer: Virtualizer<HTMLElement, Element>,
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
