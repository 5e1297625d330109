// Moves keyboard focus to a node of the canvas (its wrapper is the focusable element), after React
// has drawn it.
export const focusNode = (id: string): void => {
  requestAnimationFrame(() =>
    document.querySelector<HTMLElement>(`.react-flow__node[data-id="${CSS.escape(id)}"]`)?.focus(),
  );
};
