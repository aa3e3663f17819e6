/**
 * Fit, zoom and pan of a chart (issue 27 §2) as arithmetic on the SVG's viewBox: the part of the
 * drawing shown in the frame. Smaller boxes show less, larger.
 */
export type ViewBox = { x: number; y: number; width: number; height: number };

/** Never closer than 1/8 of the drawing, nor further than 4 times it. */
export const MIN_SCALE = 1 / 8;
export const MAX_SCALE = 4;

export const ZOOM_STEP = 1.25;

export function parseViewBox(text: string | null): ViewBox | null {
  const parts = (text ?? '').trim().split(/[\s,]+/).map(Number);
  if (parts.length !== 4 || parts.some((part) => !Number.isFinite(part))) return null;
  const [x = 0, y = 0, width = 0, height = 0] = parts;
  return width > 0 && height > 0 ? { x, y, width, height } : null;
}

export function formatViewBox(box: ViewBox): string {
  const round = (value: number) => Math.round(value * 100) / 100;
  return `${round(box.x)} ${round(box.y)} ${round(box.width)} ${round(box.height)}`;
}

/**
 * Zooms by `factor` (above 1: closer) keeping the point `at` (in drawing units, the box's centre by
 * default) where it is on screen, within the limits relative to the whole drawing.
 */
export function zoom(box: ViewBox, factor: number, whole: ViewBox, at?: { x: number; y: number }): ViewBox {
  const scale = Math.min(MAX_SCALE, Math.max(MIN_SCALE, box.width / factor / whole.width));
  const width = whole.width * scale;
  const height = box.height * (width / box.width);
  const point = at ?? { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const ratio = width / box.width;
  return { x: point.x - (point.x - box.x) * ratio, y: point.y - (point.y - box.y) * ratio, width, height };
}

/** Moves the shown part by dx, dy drawing units. */
export function pan(box: ViewBox, dx: number, dy: number): ViewBox {
  return { ...box, x: box.x + dx, y: box.y + dy };
}
