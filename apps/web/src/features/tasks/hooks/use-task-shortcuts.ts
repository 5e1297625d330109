// Global keys of the /app screen: N focuses quick add, / the search, F toggles focus mode, Ctrl/Cmd+B
// the sidebar. Single keys are ignored while typing or while a dialog is open.
import { useEffect, useRef } from 'react';

export type TaskShortcuts = {
  quickAdd: () => void;
  search: () => void;
  focusMode: () => void;
  sidebar: () => void;
};

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

export function useTaskShortcuts(handlers: TaskShortcuts): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'b') {
        event.preventDefault();
        latest.current.sidebar();
        return;
      }
      if (event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      if (document.querySelector('[role="dialog"],[role="alertdialog"]')) return;
      const key = event.key.toLowerCase();
      const run =
        key === 'n' || key === 'т'
          ? latest.current.quickAdd
          : key === '/'
            ? latest.current.search
            : key === 'f' || key === 'а'
              ? latest.current.focusMode
              : null;
      if (!run) return;
      event.preventDefault();
      run();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
