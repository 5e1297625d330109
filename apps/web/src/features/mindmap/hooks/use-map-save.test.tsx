// The editor's save (issue 11): it sends the changes since its version (PATCH) and moves its base on;
// a patch the server refuses as invalid goes again as the whole document (PUT); a stale version (409)
// is merged with the other device's save and the merge is sent as a patch against that version.
import type { MindMapDocument, MindMapDto, MindMapNode } from '@nova/core/contracts/mind-maps';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api, apiError, reply } from '../../../../test/fetch-stub.ts';
import { useMapSave } from './use-map-save.ts';

const node = (id: string, over: Partial<MindMapNode> = {}): MindMapNode => ({
  id,
  text: id,
  description: '',
  color: 'default',
  x: 0,
  y: 0,
  taskId: null,
  style: {},
  ...over,
});

const saved: MindMapDocument = {
  title: 'Plan',
  description: '',
  viewport: null,
  nodes: [node('a'), node('b', { x: 240 }), node('c', { x: 480 })],
  connections: [{ id: 'ab', source: 'a', target: 'b', label: null }],
};
const initial: MindMapDto = {
  id: 'm1',
  ...saved,
  tasks: [],
  version: 4,
  createdAt: '2026-11-21T09:00:00.000Z',
  updatedAt: '2026-11-21T09:00:00.000Z',
};
const path = '/api/mind-maps/m1';

function editor(onScreen: { doc: MindMapDocument }) {
  const show = vi.fn((doc: MindMapDocument) => {
    onScreen.doc = doc;
  });
  const hook = renderHook(() =>
    useMapSave({ initial, getDoc: () => onScreen.doc, show, isBusy: () => false }),
  );
  const saveNow = async () => {
    let ok: boolean | undefined;
    await act(async () => {
      ok = await hook.result.current.saveNow();
    });
    return ok;
  };
  return { hook, show, saveNow };
}

describe('saving the map', () => {
  it('sends only what changed, against its version, and the next save from the new one', async () => {
    const screen = {
      doc: { ...saved, nodes: saved.nodes.map((n) => (n.id === 'b' ? { ...n, x: 300 } : n)) },
    };
    api().patch(path, ({ body }) => ({
      id: 'm1',
      version: (body as { baseVersion: number }).baseVersion + 1,
    }));
    const { hook, saveNow } = editor(screen);
    expect(await saveNow()).toBe(true);
    expect(api().callsTo('PATCH', path)[0]?.body).toEqual({
      opId: expect.any(String),
      baseVersion: 4,
      nodes: { upsert: [node('b', { x: 300 })], remove: [] },
      connections: { upsert: [], remove: [] },
    });
    screen.doc = { ...screen.doc, title: 'Plan B', nodes: screen.doc.nodes.filter((n) => n.id !== 'c') };
    expect(await saveNow()).toBe(true);
    expect(api().callsTo('PATCH', path)[1]?.body).toEqual({
      opId: expect.any(String),
      baseVersion: 5,
      title: 'Plan B',
      nodes: { upsert: [], remove: ['c'] },
      connections: { upsert: [], remove: [] },
    });
    expect(api().callsTo('PUT', path)).toHaveLength(0);
    expect(hook.result.current.state).toBe('saved');
  });

  it('a patch the server finds invalid goes again as the whole document', async () => {
    const screen = { doc: { ...saved, title: 'Renamed' } };
    api()
      .patch(path, () => apiError(400, 'validation_failed'))
      .put(path, () => reply(200, { id: 'm1', version: 5 }));
    const { saveNow } = editor(screen);
    expect(await saveNow()).toBe(true);
    expect(api().callsTo('PUT', path)[0]?.body).toEqual({
      opId: expect.any(String),
      baseVersion: 4,
      ...screen.doc,
    });
  });

  it('a stale version is merged with the other save and sent as a patch against it', async () => {
    // Here: b moved. There (version 5): c renamed.
    const screen = {
      doc: { ...saved, nodes: saved.nodes.map((n) => (n.id === 'b' ? { ...n, x: 300 } : n)) },
    };
    const remote: MindMapDto = {
      ...initial,
      version: 5,
      nodes: saved.nodes.map((n) => (n.id === 'c' ? { ...n, text: 'C!' } : n)),
    };
    api()
      .patch(path, ({ body }) =>
        (body as { baseVersion: number }).baseVersion === 4
          ? apiError(409, 'version_conflict')
          : { id: 'm1', version: 6 },
      )
      .get(path, () => remote);
    const { show, saveNow } = editor(screen);
    expect(await saveNow()).toBe(true);
    const [, merged] = api().callsTo('PATCH', path);
    expect(merged?.body).toEqual({
      opId: expect.any(String),
      baseVersion: 5,
      nodes: { upsert: [node('b', { x: 300 })], remove: [] },
      connections: { upsert: [], remove: [] },
    });
    expect(show).toHaveBeenCalledTimes(1);
    expect(show.mock.calls[0]?.[0].nodes.map((n: MindMapNode) => [n.id, n.text, n.x])).toEqual([
      ['a', 'a', 0],
      ['b', 'b', 300],
      ['c', 'C!', 480],
    ]);
  });
});
