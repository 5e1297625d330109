// The editor as the canvas's nodes see it (issue 11): what they read from the editor's context (the
// node being typed into, the linked tasks, the edit callbacks) is one object while the map changes
// around them — the canvas's viewport made, sizes measured, a node moved — so a change does not render
// every node on the canvas again; it is a new object when what it holds changes (an edit starts).
// Sizes the canvas measured still reach the map (in a background render), and a move at once.
import type { MindMapDto } from '@nova/core/contracts/mind-maps';
import { act, renderHook, waitFor } from '@testing-library/react';
import { ReactFlowProvider, type ReactFlowState, useStoreApi } from '@xyflow/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { Providers, testQueryClient } from '../../../../test/render.tsx';
import type { MapEdge, MapNode } from '../graph.ts';
import { useMapEditor } from './use-map-editor.ts';

const initial: MindMapDto = {
  id: 'm1',
  title: 'Plan',
  description: '',
  viewport: null,
  nodes: [
    { id: 'a', text: 'Plan', description: '', color: 'default', x: 0, y: 0, taskId: null, style: {} },
    { id: 'b', text: 'Book', description: '', color: 'blue', x: 240, y: 0, taskId: null, style: {} },
  ],
  connections: [{ id: 'ab', source: 'a', target: 'b', label: null }],
  tasks: [],
  version: 1,
  createdAt: '2026-11-27T09:00:00.000Z',
  updatedAt: '2026-11-27T09:00:00.000Z',
};

function open() {
  const client = testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Providers client={client} route="/mindmap/m1">
      <ReactFlowProvider>{children}</ReactFlowProvider>
    </Providers>
  );
  return renderHook(() => ({ editor: useMapEditor(initial), store: useStoreApi<MapNode, MapEdge>() }), {
    wrapper,
  });
}

const nodeA = (nodes: MapNode[]) => nodes.find((n) => n.id === 'a');

describe('the editor seen from the canvas', () => {
  it('keeps the nodes’ context while the map changes, and changes it when an edit starts', async () => {
    const { result } = open();
    const context = result.current.editor.context;

    // The canvas has made its viewport (its instance from useReactFlow is a new object from then on);
    // no canvas is drawn here, so a stand-in for its pan and zoom.
    const panZoom = {} as NonNullable<ReactFlowState['panZoom']>;
    act(() => result.current.store.setState({ panZoom }));
    expect(result.current.editor.context).toBe(context);

    // The canvas measured a node: its size reaches the map (the estimate's handles go), in a
    // background render.
    act(() =>
      result.current.editor.flowHandlers.onNodesChange([
        { type: 'dimensions', id: 'a', dimensions: { width: 180, height: 62 } },
      ]),
    );
    await waitFor(() =>
      expect(nodeA(result.current.editor.graph.nodes)?.measured).toEqual({ width: 180, height: 62 }),
    );
    expect(nodeA(result.current.editor.graph.nodes)?.handles).toBeUndefined();
    expect(result.current.editor.context).toBe(context);

    // A drag's move is on the map at once.
    act(() =>
      result.current.editor.flowHandlers.onNodesChange([
        { type: 'position', id: 'a', position: { x: 30, y: 15 }, dragging: true },
      ]),
    );
    expect(nodeA(result.current.editor.graph.nodes)?.position).toEqual({ x: 30, y: 15 });
    expect(result.current.editor.context).toBe(context);

    act(() => result.current.editor.context.startEdit('a'));
    expect(result.current.editor.context).not.toBe(context);
    expect(result.current.editor.context.editingId).toBe('a');
  });
});
