// A big map given to the canvas in steps (issue 11). The canvas's store takes every node it is given
// in one go (its internals, the connection lookup, the checks of what is in view), one long task on a
// slow phone for 1,000 nodes. So it gets first the nodes in and around the opening view and the nodes
// they connect to (their connections draw whole), then the rest a step at a time while the browser is
// idle, each step short. Nodes added meanwhile are given at once (only the opening document's wait);
// drawing everything (the image export) gives everything at once. A small map is given whole.
import type { Viewport } from '@xyflow/react';
import { type RefObject, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import type { Graph, MapEdge, MapNode } from '../graph.ts';
import { NODE_DEFAULT_WIDTH } from '../node-box.ts';

/** Up to this many nodes the canvas gets the map whole: its store takes them in one short task. */
export const GIVEN_WHOLE_UP_TO = 200;
/** Nodes per step after the opening view: a short task each on a slow phone. */
const STEP = 100;
/** How far around the opening view counts as near it, in screens. */
const MARGIN = 0.5;

const NONE: ReadonlySet<string> = new Set();

type Size = { width: number; height: number };

const widthOf = (n: MapNode) => n.measured?.width ?? n.initialWidth ?? NODE_DEFAULT_WIDTH;
const heightOf = (n: MapNode) => n.measured?.height ?? n.initialHeight ?? 0;

/** The nodes whose box is in or near the view, and the nodes connected to those. */
export function nodesNearView(graph: Graph, viewport: Viewport, canvas: Size): Set<string> {
  const width = canvas.width / viewport.zoom;
  const height = canvas.height / viewport.zoom;
  const left = -viewport.x / viewport.zoom - width * MARGIN;
  const top = -viewport.y / viewport.zoom - height * MARGIN;
  const right = left + width * (1 + 2 * MARGIN);
  const bottom = top + height * (1 + 2 * MARGIN);
  const near = new Set<string>();
  for (const n of graph.nodes) {
    const { x, y } = n.position;
    if (x + widthOf(n) >= left && x <= right && y + heightOf(n) >= top && y <= bottom) near.add(n.id);
  }
  const ends = new Set(near);
  for (const e of graph.edges as MapEdge[]) {
    if (near.has(e.source)) ends.add(e.target);
    if (near.has(e.target)) ends.add(e.source);
  }
  return ends;
}

/**
 * What the canvas is given of `graph`: all of it, or (a big map, while it opens) the part near the
 * opening `viewport` growing step by step. `ready` is false until that part is known (the canvas
 * waits for it rather than taking everything first).
 */
export function useProgressiveNodes(
  graph: Graph,
  viewport: Viewport | null,
  canvas: RefObject<HTMLElement | null>,
  drawAll: boolean,
): { graph: Graph; ready: boolean } {
  const [pending, setPending] = useState<ReadonlySet<string> | null>(null);

  useLayoutEffect(() => {
    if (pending !== null || !viewport) return;
    const box = canvas.current?.getBoundingClientRect();
    if (graph.nodes.length <= GIVEN_WHOLE_UP_TO || !box || box.width === 0) return setPending(NONE);
    const near = nodesNearView(graph, viewport, box);
    // The rest nearest the view first, so a pan soon after opening finds its nodes given.
    const cx = (box.width / 2 - viewport.x) / viewport.zoom;
    const cy = (box.height / 2 - viewport.y) / viewport.zoom;
    const distance = (n: MapNode) => Math.hypot(n.position.x - cx, n.position.y - cy);
    const rest = graph.nodes.filter((n) => !near.has(n.id)).sort((a, b) => distance(a) - distance(b));
    setPending(new Set(rest.map((n) => n.id)));
  }, [pending, viewport, graph, canvas]);

  useEffect(() => {
    if (drawAll && pending && pending.size > 0) setPending(NONE);
  }, [drawAll, pending]);

  useEffect(() => {
    if (!pending || pending.size === 0) return;
    const step = () =>
      setPending((left) => {
        if (!left || left.size <= STEP) return NONE;
        return new Set([...left].slice(STEP));
      });
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(step, { timeout: 300 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(step, 16);
    return () => clearTimeout(id);
  }, [pending]);

  const given = useMemo(() => {
    if (!pending || pending.size === 0) return graph;
    return {
      nodes: graph.nodes.filter((n) => !pending.has(n.id)),
      edges: graph.edges.filter((e) => !pending.has(e.source) && !pending.has(e.target)),
    };
  }, [graph, pending]);
  return { graph: given, ready: pending !== null };
}
