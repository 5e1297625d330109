// Reordering micro-steps: the ids in their new order after a move (drag or the up/down buttons).

/** Moves the item at `from` to `to`; out-of-range or no-op moves return the same array. */
export function moveItem<T>(items: readonly T[], from: number, to: number): readonly T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return items;
  const next = [...items];
  next.splice(to, 0, ...next.splice(from, 1));
  return next;
}

/** Sorted by position; ties keep creation order so two devices show the same list. */
export function orderSteps<S extends { position: number; createdAt: string }>(steps: readonly S[]): S[] {
  return [...steps].sort((a, b) => a.position - b.position || a.createdAt.localeCompare(b.createdAt));
}
