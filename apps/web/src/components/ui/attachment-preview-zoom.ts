// The preview dialog's view rules (SPEC §2/§9): zoom from 25 % to 300 % in 25 % steps, rotation in
// 90° steps, and how a file's text is shown (JSON pretty-printed when it parses).

export const ZOOM_MIN = 0.25;
export const ZOOM_MAX = 3;
export const ZOOM_STEP = 0.25;

/** One step in or out, kept on the 0.25 grid and inside the bounds. */
export function stepZoom(zoom: number, direction: 1 | -1): number {
  const next = Math.round((zoom + direction * ZOOM_STEP) / ZOOM_STEP) * ZOOM_STEP;
  return Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, next));
}

/** The next quarter turn (0, 90, 180, 270, then 0 again). */
export const rotate = (degrees: number): number => (degrees + 90) % 360;

export const zoomPercent = (zoom: number): number => Math.round(zoom * 100);

/** The text a text/JSON file shows: JSON indented by two spaces, anything else as it is. */
export function displayText(text: string, type: string): string {
  if (type !== 'application/json') return text;
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}
