// The task list's virtualizer (TanStack Virtual), set up so that the rows mounted at the list's first
// paint are the ones it keeps. The scroller's size and the list's place in it both come from
// ResizeObservers (reports after the browser's layout, before it paints), so the first rows are
// rendered once for both; the list shows no rows until then, as before. Before, the scroller's size was
// read in the commit that mounted the list and rendered for at once with no margin: at /app's opening
// on a phone, 21 rows, cut to 18 when they were measured and to 14 when the margin came; now 15, then
// 14 once measured (docs/decisions/0037-task-list-first-paint.md).
import {
  measureElement,
  useVirtualizer,
  type Virtualizer,
  type VirtualizerOptions,
} from '@tanstack/react-virtual';
import { type RefObject, startTransition, useLayoutEffect, useState } from 'react';

export type ListVirtualizer = Virtualizer<HTMLElement, Element>;

/**
 * The scroller's size, from a ResizeObserver only (virtual-core reads it at once when attaching, in the
 * commit that mounts the list, which also lays the page out there). The first report is a transition,
 * so the rows it adds are rendered in slices after the paint.
 */
const observeRect: VirtualizerOptions<HTMLElement, Element>['observeElementRect'] = (instance, report) => {
  const element = instance.scrollElement;
  if (!element) return;
  let first = true;
  const observer = new ResizeObserver(() => {
    const rect = { width: element.clientWidth, height: element.clientHeight };
    if (!first) return report(rect);
    first = false;
    startTransition(() => report(rect));
  });
  observer.observe(element);
  return () => observer.disconnect();
};

/**
 * A row's size, from the ResizeObserver's report only. When a row is attached (its ref, in React's
 * commit) its size stays what the virtualizer holds (the estimate, or the last measurement): reading
 * it there (offsetHeight) would lay the page out inside the commit, ~90 ms at 4x CPU slowdown each
 * time rows are added (bench/lighthouse.ts). The observer, which watches every attached row, reports
 * the real size after the browser's own layout and before it paints.
 */
function measureRowSize(element: Element, entry: ResizeObserverEntry | undefined, instance: ListVirtualizer) {
  const index = instance.indexFromElement(element);
  return entry
    ? measureElement(element, entry, instance)
    : (instance.measurementsCache[index]?.size ?? instance.options.estimateSize(index));
}

export type ListVirtualizerOptions = {
  count: number;
  scrollRef: RefObject<HTMLElement | null>;
  listRef: RefObject<HTMLElement | null>;
  estimateSize: (index: number) => number;
  getItemKey: (index: number) => string;
  overscan: number;
};

export function useListVirtualizer(options: ListVirtualizerOptions): ListVirtualizer {
  const { scrollRef } = options;
  const scrollMargin = useScrollMargin(options.listRef, scrollRef);
  return useVirtualizer({
    count: options.count,
    getScrollElement: () => scrollRef.current,
    estimateSize: options.estimateSize,
    getItemKey: options.getItemKey,
    overscan: options.overscan,
    scrollMargin,
    measureElement: measureRowSize,
    observeElementRect: observeRect,
  });
}

/** The list's distance from the top of its scroller's content, kept as the page above it changes. */
function useScrollMargin(
  listRef: RefObject<HTMLElement | null>,
  scrollRef: RefObject<HTMLElement | null>,
): number {
  const [scrollMargin, setScrollMargin] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the refs are the caller's stable objects; .current is read when it runs
  useLayoutEffect(() => {
    const list = listRef.current;
    const scroller = scrollRef.current;
    if (!list || !scroller) return;
    // Measured from the observer's reports (made for each child once it is laid out), not here: a read
    // in the layout effect would lay the page out inside the list's first commit. A transition, like
    // the scroller's first size (observeRect), so both render together.
    const observer = new ResizeObserver(() => {
      const margin =
        list.getBoundingClientRect().top - scroller.getBoundingClientRect().top + scroller.scrollTop;
      startTransition(() =>
        setScrollMargin((current) => (Math.abs(current - margin) > 1 ? margin : current)),
      );
    });
    for (const child of Array.from(scroller.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [scrollRef]);
  return scrollMargin;
}
