// A node's size before the canvas has measured it, and its two handles at that size. @xyflow/react
// renders every node it has not measured yet (to measure it), so a 1,000-node map would mount all
// 1,000 once on open and then drop those off screen; a node that declares its size (`initialWidth`,
// `initialHeight`) and handles is treated as measured, so only the nodes on screen are rendered.
// Once the canvas measures a node (it comes into view), its real size and handles replace these
// (`measuredHandles`). Must agree with mind-map-node.tsx (padding, border, line height) and
// mindmap.css (12 px handles).
import { NODE_FONT_SIZE_DEFAULT, NODE_WIDTH_MAX, NODE_WIDTH_MIN } from '@nova/core/domain/mind-map';
import { type NodeHandle, Position } from '@xyflow/react';
import type { MindMapNodeData } from './graph.ts';

export const NODE_DEFAULT_WIDTH = 180;
const PADDING_X = 12;
const PADDING_Y = 8;
const BORDER = 2;
const LINE_HEIGHT = 1.5;
/** An average glyph's width in ems (Arial-like text): enough for an estimate. */
const GLYPH_EM = 0.52;
const HANDLE = 12;

export function nodeWidth(data: Pick<MindMapNodeData, 'style'>): number {
  return Math.min(NODE_WIDTH_MAX, Math.max(NODE_WIDTH_MIN, data.style.width ?? NODE_DEFAULT_WIDTH));
}

function lines(text: string, fontSize: number, contentWidth: number): number {
  const perLine = Math.max(1, Math.floor(contentWidth / (fontSize * GLYPH_EM)));
  return text.split('\n').reduce((sum, line) => sum + Math.max(1, Math.ceil(line.length / perLine)), 0);
}

/** The node's box as mind-map-node.tsx will draw it, estimated from its text and style. */
export function estimateNodeSize(data: Pick<MindMapNodeData, 'text' | 'description' | 'style'>) {
  const width = nodeWidth(data);
  const fontSize = data.style.fontSize ?? NODE_FONT_SIZE_DEFAULT;
  const content = width - 2 * (PADDING_X + BORDER);
  let height = 2 * (PADDING_Y + BORDER) + lines(data.text || '-', fontSize, content) * fontSize * LINE_HEIGHT;
  if (data.description) {
    const small = fontSize * 0.8;
    height += 4 + lines(data.description, small, content) * small * LINE_HEIGHT;
  }
  return { width, height: Math.round(height) };
}

/** The target handle in the middle of the left side, the source in the middle of the right one. */
export function estimatedHandles(size: { width: number; height: number }): NodeHandle[] {
  const y = size.height / 2 - HANDLE / 2;
  return [
    { type: 'target', position: Position.Left, x: BORDER - HANDLE / 2, y, width: HANDLE, height: HANDLE },
    {
      type: 'source',
      position: Position.Right,
      x: size.width - BORDER - HANDLE / 2,
      y,
      width: HANDLE,
      height: HANDLE,
    },
  ];
}
