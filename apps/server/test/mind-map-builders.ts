// A mind-map node for tests: the contract's defaults, with any field overridden.
import type { MindMapDocument } from '@nova/core/contracts/mind-maps';

export type MindMapTestNode = MindMapDocument['nodes'][number];

export const mindMapNode = (id: string, over: Partial<MindMapTestNode> = {}): MindMapTestNode => ({
  id,
  text: `Node ${id}`,
  description: '',
  color: 'default',
  x: 0,
  y: 0,
  taskId: null,
  style: {},
  ...over,
});
