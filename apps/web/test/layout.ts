// Test support: a layout for code that measures the page. happy-dom lays nothing out (every box is
// 0x0 at 0,0), so drag-and-drop by keyboard (dnd-kit measures droppables and moves by coordinates)
// has nowhere to go. `stubLayout` gives elements the boxes a test describes; setup.ts restores the
// real method after each test.
import { vi } from 'vitest';

export type Box = { left: number; top: number; width: number; height: number };

function rect({ left, top, width, height }: Box): DOMRect {
  return {
    x: left,
    y: top,
    left,
    top,
    width,
    height,
    right: left + width,
    bottom: top + height,
    toJSON: () => ({ left, top, width, height }),
  };
}

/** Boxes by element: `boxOf` answers for the elements it knows, null for the rest (0x0). */
export function stubLayout(boxOf: (element: Element) => Box | null): void {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    return rect(boxOf(this) ?? { left: 0, top: 0, width: 0, height: 0 });
  });
}
