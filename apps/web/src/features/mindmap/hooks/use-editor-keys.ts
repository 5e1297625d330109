// The canvas's keyboard (issue 11, SPEC §5), on a selected node: Enter adds a sibling, Tab a child, F2
// edits, Delete removes (undo brings it back), arrow keys move 5 px (20 px with Shift, not snapped to
// the grid, which applies to dragging). Ctrl/Cmd+Z undoes and Ctrl/Cmd+Shift+Z (or Ctrl+Y) redoes
// anywhere in the editor except in text fields, whose own undo stays theirs. Tab on a focused but
// unselected node moves focus as usual; Escape unselects, so the keyboard never gets stuck.
import { MIND_MAP_ARROW_SHIFT_FACTOR, MIND_MAP_ARROW_STEP } from '@nova/core/domain/mind-map';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import type { Graph } from '../graph.ts';

const arrows: Record<string, [number, number]> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};

export type EditorKeyActions = {
  graph: () => Graph;
  editing: () => boolean;
  undo: () => void;
  redo: () => void;
  addSibling: (id: string) => void;
  addChild: (id: string) => void;
  edit: (id: string) => void;
  remove: (nodeIds: ReadonlySet<string>, edgeIds: ReadonlySet<string>) => void;
  move: (ids: ReadonlySet<string>, dx: number, dy: number) => void;
};

const inTextField = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  target.closest('input, textarea, select, [contenteditable="true"]') !== null;

type KeyLike = Omit<
  Pick<
    KeyboardEvent,
    'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'target' | 'preventDefault' | 'stopPropagation'
  >,
  'target'
> & { target: EventTarget | null };

/** Undo and redo for the whole editor; true when the key was one of them. */
export function handleHistoryKeys(event: KeyLike, actions: EditorKeyActions): boolean {
  if (!(event.ctrlKey || event.metaKey) || inTextField(event.target) || actions.editing()) return false;
  const key = event.key.toLowerCase();
  if (key === 'z') (event.shiftKey ? actions.redo : actions.undo)();
  else if (key === 'y') actions.redo();
  else return false;
  event.preventDefault();
  event.stopPropagation();
  return true;
}

/** The canvas's keys (its container's capture phase, before @xyflow/react's own). */
export function handleCanvasKeys(event: KeyboardEvent, actions: EditorKeyActions): void {
  if (handleHistoryKeys(event, actions)) return;
  if (actions.editing() || inTextField(event.target) || event.altKey || event.ctrlKey || event.metaKey)
    return;
  const graph = actions.graph();
  const nodes = graph.nodes.filter((n) => n.selected);
  const edges = graph.edges.filter((e) => e.selected);
  const first = nodes[0];
  const arrow = arrows[event.key];
  if (event.key === 'Delete' || event.key === 'Backspace') {
    if (nodes.length === 0 && edges.length === 0) return;
    actions.remove(new Set(nodes.map((n) => n.id)), new Set(edges.map((e) => e.id)));
  } else if (!first) {
    return;
  } else if (event.key === 'Enter') {
    actions.addSibling(first.id);
  } else if (event.key === 'Tab' && !event.shiftKey) {
    actions.addChild(first.id);
  } else if (event.key === 'F2') {
    actions.edit(first.id);
  } else if (arrow) {
    const step = MIND_MAP_ARROW_STEP * (event.shiftKey ? MIND_MAP_ARROW_SHIFT_FACTOR : 1);
    actions.move(new Set(nodes.map((n) => n.id)), arrow[0] * step, arrow[1] * step);
  } else {
    return;
  }
  event.preventDefault();
  event.stopPropagation();
}

/**
 * Undo and redo wherever focus is while the editor is open (after a delete it may be on the page
 * itself), except in text fields and dialogs.
 */
export function useHistoryKeys(actions: EditorKeyActions): void {
  const ref = useRef(actions);
  ref.current = actions;
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.target instanceof Element && event.target.closest('[role="dialog"], [role="alertdialog"]'))
        return;
      handleHistoryKeys(event, ref.current);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
