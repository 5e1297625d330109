// How the canvas opens (issue 11): where (the saved viewport, or every node fitted in), and a big map
// given to it in steps. The canvas's store takes every node it is given in one go (its internals, the
// connection lookup, the checks of what is in view), one long task on a slow phone for 1,000 nodes.
// So it gets first the nodes in and around the opening view and the nodes they connect to (their
// connections draw whole), then the rest, nearest first, a step at a time while the browser is idle,
// each step short (from the first step on with every connection, so a step gives nodes alone). Nodes
// added meanwhile are given at once (only the opening document's wait); drawing everything (the image
// export) gives everything at once. A small map is given whole. Both are worked out together once the
// canvas's size is known (a ResizeObserver, then a task of their own), and that render and each step
// are transitions: React splits them into short tasks.
import type { MindMapViewport } from '@nova/core/contracts/mind-maps';
import { MIND_MAP_ZOOM_MIN } from '@nova/core/domain/mind-map';
import { getViewportForBounds, type Viewport } from '@xyflow/react';
import { type RefObject, startTransition, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { boundsOf, type Graph, type MapNode } from '../graph.ts';
import { NODE_DEFAULT_WIDTH } from '../node-box.ts';

/** Up to this many nodes the canvas gets the map whole: its store takes them in one short task. */
export const GIVEN_WHOLE_UP_TO = 200;
/** Nodes per step after the opening view: a short task each on a slow phone. */
const STEP = 100;
/** How far around the opening view counts as near it, in screens. */
const MARGIN = 0.5;
/** A new map starts at zoom 1 with its first node near the top left. */
export const START_VIEW: Viewport = { x: 60, y: 60, zoom: 1 };

const NONE: ReadonlySet<string> = new Set();

export type Size = { width: number; height: number };

const widthOf = (n: MapNode) => n.measured?.width ?? n.initialWidth ?? NODE_DEFAULT_WIDTH;
const heightOf = (n: MapNode) => n.measured?.height ?? n.initialHeight ?? 0;

/**
 * The saved viewport, or (never saved) every node fitted into the canvas at zoom 1 at most, from their
 * sizes (estimated until measured: node-box.ts). Worked out here rather than by the canvas's fitView,
 * which fits only nodes already measured, i.e. already rendered.
 */
export function openingViewport(
  saved: MindMapViewport | null,
  nodes: MapNode[],
  canvas: Size | null,
): Viewport {
  if (saved) return saved;
  if (!canvas || nodes.length === 0 || canvas.width === 0) return START_VIEW;
  return getViewportForBounds(boundsOf(nodes), canvas.width, canvas.height, MIND_MAP_ZOOM_MIN, 1, 0.1);
}

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
  for (const e of graph.edges) {
    if (near.has(e.source)) ends.add(e.target);
    if (near.has(e.target)) ends.add(e.source);
  }
  return ends;
}

/** The opening document's nodes the canvas does not get at first: all but those near the view, nearest first. */
function waiting(graph: Graph, viewport: Viewport, canvas: Size | null): ReadonlySet<string> {
  if (graph.nodes.length <= GIVEN_WHOLE_UP_TO || !canvas || canvas.width === 0) return NONE;
  const near = nodesNearView(graph, viewport, canvas);
  const cx = (canvas.width / 2 - viewport.x) / viewport.zoom;
  const cy = (canvas.height / 2 - viewport.y) / viewport.zoom;
  const rest = graph.nodes
    .filter((n) => !near.has(n.id))
    .map((n) => ({ id: n.id, distance: Math.hypot(n.position.x - cx, n.position.y - cy) }))
    .sort((a, b) => a.distance - b.distance);
  return new Set(rest.map((n) => n.id));
}

type Opening = {
  viewport: Viewport;
  pending: ReadonlySet<string>;
  size: Size | null;
  /** After the first step the canvas has every connection: see `given` below. */
  allEdges: boolean;
};

/**
 * Where the canvas opens and what of `graph` it is given: all of it, or (a big map, while it opens)
 * the part near the opening view growing step by step. `viewport` is null until the canvas's size is
 * known (the canvas waits for it rather than taking everything first). The size comes from a
 * ResizeObserver (given after the browser's own layout), not from reading the box in the commit,
 * which would force that layout inside the commit's task; the opening is then worked out in a task
 * of its own.
 */
export function useCanvasOpening(
  saved: MindMapViewport | null,
  graph: Graph,
  canvas: RefObject<HTMLElement | null>,
  drawAll: boolean,
): { graph: Graph; viewport: Viewport | null; size: Size | null } {
  const [opening, setOpening] = useState<Opening | null>(null);

  useLayoutEffect(() => {
    if (opening) return;
    const decide = (size: Size | null) => {
      const viewport = openingViewport(saved, graph.nodes, size);
      const next = { viewport, pending: waiting(graph, viewport, size), size, allEdges: false };
      // As a transition: the canvas then mounts in a render React splits into short tasks.
      startTransition(() => setOpening(next));
    };
    const element = canvas.current;
    if (!element || typeof ResizeObserver === 'undefined') {
      decide(element?.getBoundingClientRect() ?? null);
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new ResizeObserver(([entry]) => {
      observer.disconnect();
      const size = entry ? { width: entry.contentRect.width, height: entry.contentRect.height } : null;
      timer = setTimeout(() => decide(size), 0);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [opening, saved, graph, canvas]);

  const pending = opening?.pending ?? NONE;
  useEffect(() => {
    if (drawAll && pending.size > 0) setOpening((o) => o && { ...o, pending: NONE });
  }, [drawAll, pending]);

  useEffect(() => {
    if (pending.size === 0) return;
    const step = () =>
      startTransition(() =>
        setOpening(
          (o) =>
            o && {
              ...o,
              pending: o.pending.size <= STEP ? NONE : new Set([...o.pending].slice(STEP)),
              allEdges: true,
            },
        ),
      );
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(step, { timeout: 300 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(step, 16);
    return () => clearTimeout(id);
  }, [pending]);

  // The opening part comes with its own connections only. From the first step on, the canvas has them
  // all (one whose node it does not have yet is not drawn): each step then gives nodes alone, and the
  // canvas does not build its lookup of every connection again at every step.
  const allEdges = opening?.allEdges ?? false;
  const given = useMemo(() => {
    if (pending.size === 0) return graph;
    return {
      nodes: graph.nodes.filter((n) => !pending.has(n.id)),
      edges: allEdges
        ? graph.edges
        : graph.edges.filter((e) => !pending.has(e.source) && !pending.has(e.target)),
    };
  }, [graph, pending, allEdges]);
  return { graph: given, viewport: opening?.viewport ?? null, size: opening?.size ?? null };
}
