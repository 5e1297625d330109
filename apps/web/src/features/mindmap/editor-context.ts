// What the canvas's nodes need from the editor without prop drilling through @xyflow/react: which node
// is being edited, the linked tasks' titles and statuses, and the edit callbacks.
import type { LinkedTask } from '@nova/core/contracts/mind-maps';
import { createContext, useContext } from 'react';

export type EditorContextValue = {
  editingId: string | null;
  /** What a node without text shows (one translation for all nodes, not one hook per node). */
  emptyLabel: string;
  tasks: ReadonlyMap<string, LinkedTask>;
  startEdit: (id: string) => void;
  /** `then`: what the key that ended the edit asks next (Tab: a child). */
  commitEdit: (id: string, text: string, then?: 'child') => void;
  cancelEdit: (id: string) => void;
};

export const EditorContext = createContext<EditorContextValue | null>(null);

export function useEditorContext(): EditorContextValue {
  const value = useContext(EditorContext);
  if (!value) throw new Error('useEditorContext outside the mind map editor');
  return value;
}
