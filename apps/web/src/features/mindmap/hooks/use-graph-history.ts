// The canvas's nodes and edges with undo and redo across the session (Ctrl/Cmd+Z, Ctrl/Cmd+Shift+Z):
// `commit` records a step (add, delete, edit, move done), `setLive` changes without one (a drag in
// progress, selection, measured sizes). At most 100 steps back.
import { useCallback, useMemo, useRef, useState } from 'react';
import type { Graph } from '../graph.ts';

const DEPTH = 100;

/** What a step remembers: the graph without selection, so undo does not fight the selection. */
const snapshot = (graph: Graph): Graph => ({
  nodes: graph.nodes.map((n) => ({ ...n, selected: false })),
  edges: graph.edges.map((e) => ({ ...e, selected: false })),
});

export type GraphHistory = ReturnType<typeof useGraphHistory>['actions'];

export function useGraphHistory(initial: Graph) {
  const [graph, setGraph] = useState(initial);
  const current = useRef(initial);
  const past = useRef<Graph[]>([]);
  const future = useRef<Graph[]>([]);
  const [revision, setRevision] = useState(0);

  const setLive = useCallback((update: (g: Graph) => Graph) => {
    current.current = update(current.current);
    setGraph(current.current);
  }, []);

  /** A step: `before` is the state to go back to (defaults to the current one). */
  const commit = useCallback((update: (g: Graph) => Graph, before?: Graph) => {
    past.current = [...past.current.slice(-(DEPTH - 1)), snapshot(before ?? current.current)];
    future.current = [];
    current.current = update(current.current);
    setGraph(current.current);
    setRevision((r) => r + 1);
  }, []);

  const travel = useCallback((from: { current: Graph[] }, to: { current: Graph[] }): boolean => {
    const target = from.current.at(-1);
    if (!target) return false;
    from.current = from.current.slice(0, -1);
    to.current = [...to.current, snapshot(current.current)];
    current.current = target;
    setGraph(target);
    setRevision((r) => r + 1);
    return true;
  }, []);

  const undo = useCallback(() => travel(past, future), [travel]);
  const redo = useCallback(() => travel(future, past), [travel]);

  /** Another version replaces what is on screen (loaded after a conflict): history starts again. */
  const reset = useCallback((next: Graph) => {
    past.current = [];
    future.current = [];
    current.current = next;
    setGraph(next);
    setRevision((r) => r + 1);
  }, []);

  // One object for the whole session, so callbacks built on it (and the canvas's handlers) stay the same.
  const actions = useMemo(
    () => ({ current, setLive, commit, undo, redo, reset }),
    [setLive, commit, undo, redo, reset],
  );
  return { graph, revision, actions };
}
