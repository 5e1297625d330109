// Keyboard moves on the matrix: an arrow key jumps the lifted card to the nearest square in that
// direction (not 25 px at a time), whether the squares sit in a 2x2 grid or stacked on a phone.
export type Direction = 'up' | 'down' | 'left' | 'right';
export type Box = { left: number; top: number; width: number; height: number };
export type Point = { x: number; y: number };

export const arrowDirections: Readonly<Record<string, Direction>> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
};

const contains = (box: Box, p: Point): boolean =>
  p.x >= box.left && p.x <= box.left + box.width && p.y >= box.top && p.y <= box.top + box.height;

const centerOf = (box: Box): Point => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 });

/**
 * The id of the nearest other box (not the one `from` is in) whose centre lies in `direction` from
 * `from`, or null. Distance along the
 * direction counts once, the sideways offset twice, so "right" prefers the box beside over one below.
 */
export function nearestInDirection<Id>(
  from: Point,
  boxes: ReadonlyArray<{ id: Id; box: Box }>,
  direction: Direction,
): Id | null {
  let best: { id: Id; cost: number } | null = null;
  for (const { id, box } of boxes) {
    if (contains(box, from)) continue; // the square the card is in now
    const c = centerOf(box);
    const along = { up: from.y - c.y, down: c.y - from.y, left: from.x - c.x, right: c.x - from.x }[
      direction
    ];
    if (along <= 1) continue;
    const aside =
      direction === 'up' || direction === 'down' ? Math.abs(c.x - from.x) : Math.abs(c.y - from.y);
    const cost = along + 2 * aside;
    if (best === null || cost < best.cost) best = { id, cost };
  }
  return best?.id ?? null;
}

/** Where to put a lifted card of `size` in `target`: centred across, near the top so it stays in view. */
export function landingPoint(target: Box, size: { width: number; height: number }): Point {
  return {
    x: target.left + target.width / 2 - size.width / 2,
    y: target.top + Math.min(target.height / 2, 96) - size.height / 2,
  };
}

/** The centre of a card (its collision rectangle). */
export function cardCenter(box: Box): Point {
  return centerOf(box);
}
