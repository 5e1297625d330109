// How the canvas opens: the saved view or every node fitted in; a big map reaches the canvas in steps
// (first the nodes in and near the opening view with the nodes they connect to and their connections,
// then the rest until all are there, with every connection from the first step on); drawing everything
// gives all at once; a small map, and nodes added meanwhile, are given at once.

import { renderHook, waitFor } from '@testing-library/react';
import { getNodesBounds, getViewportForBounds } from '@xyflow/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { boundsOf, fromDocument, type Graph } from '../graph.ts';
import {
  GIVEN_WHOLE_UP_TO,
  nodesNearView,
  openingViewport,
  START_VIEW,
  useCanvasOpening,
} from './use-canvas-opening.ts';

/** `n` nodes in a row 240 px apart, each connected to the next. */
function row(n: number): Graph {
  const nodes = Array.from({ length: n }, (_, i) => ({
    id: `n${String(i).padStart(4, '0')}`,
    text: `Node ${i}`,
    description: '',
    color: 'default' as const,
    x: i * 240,
    y: 0,
    taskId: null,
    style: {},
  }));
  const connections = nodes
    .slice(1)
    .map((node, i) => ({ id: `e${i}`, source: nodes[i]?.id ?? '', target: node.id, label: null }));
  return fromDocument({ nodes, connections });
}

const canvas = { current: document.createElement('div') };
const view = { x: 0, y: 0, zoom: 1 };
type Given = ReturnType<typeof useCanvasOpening>;
/** Every render's answer, to look at the first one with the canvas's size known (steps follow soon). */
let seen: Given[] = [];
const open = (graph: Graph, all: boolean) => {
  const given = useCanvasOpening(view, graph, canvas, all);
  seen.push(given);
  return given;
};
async function opened(): Promise<Given> {
  await waitFor(() => expect(seen.some((g) => g.viewport)).toBe(true));
  const first = seen.find((g) => g.viewport);
  if (!first) throw new Error('never opened');
  return first;
}

/** The canvas's size comes from a ResizeObserver, as the browser gives it after a layout: 1,000 x 600. */
class FakeResizeObserver {
  private readonly callback: ResizeObserverCallback;
  constructor(callback: ResizeObserverCallback) {
    this.callback = callback;
  }
  observe(target: Element) {
    const entry = { target, contentRect: { width: 1000, height: 600 } } as ResizeObserverEntry;
    queueMicrotask(() => this.callback([entry], this as unknown as ResizeObserver));
  }
  disconnect() {}
  unobserve() {}
}
beforeEach(() => {
  seen = [];
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('progressive nodes', () => {
  it('near the view: the nodes on screen and half a screen around, and their neighbours', () => {
    // 1,000 px wide and half a screen (500 px) either side: x from -500 to 1,500.
    const near = nodesNearView(row(20), view, { width: 1000, height: 600 });
    expect([...near].sort()).toEqual([
      'n0000',
      'n0001',
      'n0002',
      'n0003',
      'n0004',
      'n0005',
      'n0006',
      'n0007',
    ]);
  });

  it('the bounds are the canvas’s own; a map never saved opens with every node fitted in', () => {
    const graph = row(7);
    expect(boundsOf(graph.nodes)).toEqual(getNodesBounds(graph.nodes));
    const fitted = openingViewport(null, graph.nodes, { width: 1000, height: 600 });
    expect(fitted).toEqual(getViewportForBounds(getNodesBounds(graph.nodes), 1000, 600, 0.5, 1, 0.1));
    expect(fitted.zoom).toBeLessThan(1);
    expect(openingViewport(null, [], { width: 1000, height: 600 })).toEqual(START_VIEW);
    expect(openingViewport(view, graph.nodes, null)).toBe(view);
  });

  it('a big map: the part near the view first, then all of it, the same node objects throughout', async () => {
    const graph = row(1000);
    const { result } = renderHook(() => open(graph, false));
    const { viewport, size, graph: first } = await opened();
    expect(viewport).toEqual(view);
    expect(size).toEqual({ width: 1000, height: 600 });
    expect(first.nodes.map((n) => n.id)).toEqual([
      ...nodesNearView(graph, view, { width: 1000, height: 600 }),
    ]);
    expect(first.edges.every((e) => first.nodes.some((n) => n.id === e.source))).toBe(true);
    await waitFor(() => expect(result.current.graph).toBe(graph), { timeout: 5000 });
    // From the first step on, every connection is given (one whose node has not come yet is not
    // drawn), so a step gives nodes alone.
    const stepped = seen.filter(
      (g) => g.viewport && g.graph !== graph && g.graph.nodes.length > first.nodes.length,
    );
    expect(stepped.length).toBeGreaterThan(0);
    for (const g of stepped) expect(g.graph.edges).toBe(graph.edges);
  });

  it('drawing everything gives everything at once; a small map is given whole', async () => {
    const graph = row(1000);
    const { result, rerender } = renderHook(({ all }) => open(graph, all), {
      initialProps: { all: false },
    });
    expect((await opened()).graph.nodes.length).toBeLessThan(50);
    rerender({ all: true });
    await waitFor(() => expect(result.current.graph).toBe(graph));
    const small = row(GIVEN_WHOLE_UP_TO);
    seen = [];
    renderHook(() => open(small, false));
    expect((await opened()).graph).toBe(small);
  });

  it('nodes added while the map opens are given at once', async () => {
    const graph = row(1000);
    const { result, rerender } = renderHook(({ g }) => open(g, false), {
      initialProps: { g: graph },
    });
    expect((await opened()).graph.nodes.length).toBeLessThan(50);
    const added = {
      ...graph,
      nodes: [...graph.nodes, { ...graph.nodes[0], id: 'new', position: { x: 5000, y: 0 } }],
    };
    rerender({ g: added as Graph });
    expect(result.current.graph.nodes.some((n) => n.id === 'new')).toBe(true);
  });
});
