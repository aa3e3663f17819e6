import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { ActionIcon, Box, Button, Group, Text } from '@mantine/core';
import { t } from '../../i18n';
import { formatViewBox, pan, parseViewBox, zoom, ZOOM_STEP, type ViewBox } from './viewBox';

/** Classes the page puts on a chart's transitions: taken by model tests and a browser, by model tests only, by none. */
export type TransitionMarks = ReadonlyMap<string, 'covered' | 'model-only' | 'uncovered'>;

export type FlowChartProps = {
  flow: string;
  /** Our own build output (`npm run flows`), never server text. */
  svg: string;
  /** State ids to highlight (the root is never highlighted: it would colour the whole chart). */
  activeStates: readonly string[];
  /** Transition keys to highlight (the step a path takes). */
  activeTransitions?: readonly string[];
  marks?: TransitionMarks;
};

const MARK_CLASSES = ['covered', 'model-only', 'uncovered'] as const;

/** Drawing units per screen pixel in the frame (the SVG keeps its aspect ratio: the larger of the two). */
function unitsPerPixel(frame: HTMLElement | null, box: ViewBox): number {
  const rect = frame?.getBoundingClientRect();
  if (!rect || rect.width === 0 || rect.height === 0) return 1;
  return Math.max(box.width / rect.width, box.height / rect.height);
}

/** One chart in a frame: fit, zoom (buttons, wheel, + and −) and pan (drag, arrow keys), all on the SVG's viewBox. */
export function FlowChart({ flow, svg, activeStates, activeTransitions = [], marks }: FlowChartProps) {
  const frame = useRef<HTMLDivElement>(null);
  const whole = useMemo(() => parseViewBox(/viewBox="([^"]+)"/.exec(svg)?.[1] ?? null), [svg]);
  // The part shown, for this chart: a new chart is shown whole.
  const [shown, setShown] = useState<{ svg: string; box: ViewBox | null }>({ svg, box: whole });
  const view = shown.svg === svg ? shown.box : whole;
  const setView = (change: (box: ViewBox | null) => ViewBox | null) => setShown((current) => ({ svg, box: change(current.svg === svg ? current.box : whole) }));
  const drag = useRef<{ pointer: number; x: number; y: number } | null>(null);

  useEffect(() => {
    const element = frame.current?.querySelector('svg');
    if (!element) return;
    element.setAttribute('width', '100%');
    element.setAttribute('height', '100%');
    if (view) element.setAttribute('viewBox', formatViewBox(view));
  }, [view]);

  useEffect(() => {
    const root = frame.current;
    if (!root) return;
    const highlighted = activeStates.filter((id) => id.includes('.'));
    for (const element of root.querySelectorAll<SVGGElement>('[data-state-id]')) {
      element.classList.toggle('active', highlighted.includes(element.dataset.stateId ?? ''));
    }
    for (const element of root.querySelectorAll<SVGGElement>('[data-transition-key]')) {
      const key = element.dataset.transitionKey ?? '';
      element.classList.toggle('active', activeTransitions.includes(key));
      const mark = marks?.get(key);
      for (const name of MARK_CLASSES) element.classList.toggle(`mark-${name}`, mark === name);
    }
  }, [activeStates, activeTransitions, marks]);

  // The wheel zooms at the pointer; React's wheel listener is passive, so the page would scroll too.
  useEffect(() => {
    const root = frame.current;
    if (!root || !whole) return;
    const onWheel = (event: WheelEvent) => {
      if (event.deltaY === 0) return;
      event.preventDefault();
      const factor = event.deltaY < 0 ? ZOOM_STEP : 1 / ZOOM_STEP;
      setShown((current) => {
        const box = current.svg === svg ? current.box : whole;
        if (!box) return current;
        const rect = root.getBoundingClientRect();
        const perPixel = unitsPerPixel(root, box);
        // The drawing is centred in the frame (preserveAspectRatio xMidYMid meet).
        const at = {
          x: box.x + box.width / 2 + (event.clientX - rect.left - rect.width / 2) * perPixel,
          y: box.y + box.height / 2 + (event.clientY - rect.top - rect.height / 2) * perPixel,
        };
        return { svg, box: zoom(box, factor, whole, at) };
      });
    };
    root.addEventListener('wheel', onWheel, { passive: false });
    return () => root.removeEventListener('wheel', onWheel);
  }, [svg, whole]);

  const zoomBy = (factor: number) => setView((box) => (box && whole ? zoom(box, factor, whole) : box));
  const fit = () => setView(() => whole);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    drag.current = { pointer: event.pointerId, x: event.clientX, y: event.clientY };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start || start.pointer !== event.pointerId) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    drag.current = { ...start, x: event.clientX, y: event.clientY };
    setView((box) => (box ? pan(box, -dx * unitsPerPixel(frame.current, box), -dy * unitsPerPixel(frame.current, box)) : box));
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointer === event.pointerId) drag.current = null;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = (box: ViewBox) => ({ x: box.width / 10, y: box.height / 10 });
    const moves: Record<string, (box: ViewBox) => ViewBox> = {
      ArrowLeft: (box) => pan(box, -step(box).x, 0),
      ArrowRight: (box) => pan(box, step(box).x, 0),
      ArrowUp: (box) => pan(box, 0, -step(box).y),
      ArrowDown: (box) => pan(box, 0, step(box).y),
    };
    const move = moves[event.key];
    if (move) setView((box) => (box ? move(box) : box));
    else if (event.key === '+' || event.key === '=') zoomBy(ZOOM_STEP);
    else if (event.key === '-' || event.key === '_') zoomBy(1 / ZOOM_STEP);
    else if (event.key === '0') fit();
    else return;
    event.preventDefault();
  };

  return (
    <Box>
      <Group gap="xs" mb="xs">
        <Button size="xs" variant="default" onClick={fit}>
          {t('flows.zoom.fit')}
        </Button>
        <ActionIcon size="lg" variant="default" aria-label={t('flows.zoom.in')} onClick={() => zoomBy(ZOOM_STEP)}>
          +
        </ActionIcon>
        <ActionIcon size="lg" variant="default" aria-label={t('flows.zoom.out')} onClick={() => zoomBy(1 / ZOOM_STEP)}>
          −
        </ActionIcon>
        <Text size="xs" c="dimmed">
          {t('flows.zoom.help')}
        </Text>
      </Group>
      <Box
        ref={frame}
        className="flow-chart-frame"
        data-testid="flow-chart"
        role="img"
        aria-label={t('flows.chartLabel', { flow })}
        tabIndex={0}
        h="70vh"
        bd="1px solid var(--mantine-color-default-border)"
        style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden', touchAction: 'none', cursor: 'grab' }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onKeyDown={onKeyDown}
        dangerouslySetInnerHTML={{ __html: svg }}
      />
    </Box>
  );
}
