// PNG and SVG of the whole map (not only what is on screen): the canvas's viewport element drawn by
// html-to-image at a transform that fits every node, on the theme's background. The canvas draws only
// the nodes in view (onlyRenderVisibleElements, which keeps a 1,000-node map fast), so the editor first
// asks it to draw them all and waits until every node is in the DOM and measured (allDrawn).
import { getNodesBounds, getViewportForBounds, type Node } from '@xyflow/react';
import { toPng, toSvg } from 'html-to-image';

const PADDING = 0.1;
const MAX_SIDE = 4096;

const DRAW_WAIT_MS = 5000;

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * Resolves once the canvas holds `count` nodes, none still hidden for measuring (the canvas hides a
 * node until it knows its size), and one more frame has painted them; rejects after a few seconds.
 */
export async function allDrawn(container: HTMLElement, count: number): Promise<void> {
  const started = performance.now();
  for (;;) {
    await nextFrame();
    const drawn = container.querySelectorAll<HTMLElement>('.react-flow__node');
    const measured = [...drawn].every((n) => n.style.visibility !== 'hidden');
    if (drawn.length >= count && measured) return nextFrame();
    if (performance.now() - started > DRAW_WAIT_MS) throw new Error('The canvas did not draw every node');
  }
}

export async function renderMap(container: HTMLElement, nodes: Node[], kind: 'png' | 'svg'): Promise<string> {
  const viewport = container.querySelector<HTMLElement>('.react-flow__viewport');
  if (!viewport) throw new Error('No canvas to export');
  const bounds = getNodesBounds(nodes);
  const width = Math.min(MAX_SIDE, Math.max(320, Math.ceil(bounds.width * 1.2)));
  const height = Math.min(MAX_SIDE, Math.max(240, Math.ceil(bounds.height * 1.2)));
  const { x, y, zoom } = getViewportForBounds(bounds, width, height, 0.1, 2, PADDING);
  const options = {
    backgroundColor: getComputedStyle(document.body).backgroundColor,
    width,
    height,
    style: {
      width: `${width}px`,
      height: `${height}px`,
      transform: `translate(${x}px, ${y}px) scale(${zoom})`,
    },
  };
  return kind === 'png' ? toPng(viewport, options) : toSvg(viewport, options);
}
