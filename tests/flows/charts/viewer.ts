import type { AnyFlow } from '../../../machines/lib/flow';
import { generatePaths } from '../../../machines/lib/paths';
import { allStates, allTransitions } from '../../../machines/lib/transitions';
import { framesOf } from '../../../src/features/flows/simulator';
import { highlight } from './highlight';
import { formatViewBox, MAX_SCALE, MIN_SCALE, pan, parseViewBox, zoom, ZOOM_STEP } from '../../../src/features/flows/viewBox';

/**
 * The viewer of the offline index page (issue 27 §2): one machine per view with a picker (the
 * choice in the address's hash), fit, zoom and pan, the generated paths step by step, and the tests'
 * coverage on the chart. Plain script inlined in the page (no bundle, nothing fetched), fed with the
 * data `npm run flows` computes; the viewBox arithmetic is the /flows page's own (viewBox.ts).
 */

/**
 * One flow's data. States, transitions, frames and step words are listed once and named by their
 * index (paths share most of them: the page stays a few times the charts' size, not ten).
 */
export type ViewerFlow = {
  states: string[];
  transitions: string[];
  /** What the chart shows at a point of a path: [state indices, indices of the transitions the last step took]. */
  frames: [number[], number[]][];
  /** A step's words (its event as JSON), or the start's. */
  words: string[];
  /** Each path: its title and its points (the start, then one per step): [frame index, words index]. */
  paths: { title: string; points: [number, number][] }[];
  /** Transitions taken by model tests, and by the browser runs (null: not measured). */
  model: number[];
  browser: number[] | null;
};

export type ViewerData = Record<string, ViewerFlow>;

/** A list that names each distinct entry by its first index. */
function interned<T>(): { list: T[]; indexOf: (item: T) => number } {
  const list: T[] = [];
  const seen = new Map<string, number>();
  return {
    list,
    indexOf: (item) => {
      const key = JSON.stringify(item);
      const found = seen.get(key);
      if (found !== undefined) return found;
      seen.set(key, list.length);
      list.push(item);
      return list.length - 1;
    },
  };
}

/** Every path of the flow replayed (as the model tests do), for the page's path mode and coverage marks. */
export function viewerFlow(flow: AnyFlow, browser: ReadonlySet<string> | null): ViewerFlow {
  const states = allStates(flow.machine).map((state) => state.id);
  const transitions = allTransitions(flow.machine).map((transition) => transition.key);
  const stateIndex = new Map(states.map((id, index) => [id, index]));
  const transitionIndex = new Map(transitions.map((key, index) => [key, index]));
  const indices = (list: readonly string[], index: Map<string, number>) => list.flatMap((item) => index.get(item) ?? []);
  const frames = interned<[number[], number[]]>();
  const words = interned<string>();
  const model = new Set<number>();
  const paths = generatePaths(flow).map((path) => {
    const events = path.steps.filter((step) => step.event.type !== 'xstate.init');
    const points = framesOf(flow, path).map((frame, step): [number, number] => {
      const taken = indices(frame.transitions, transitionIndex);
      for (const key of taken) model.add(key);
      const event = events[step - 1]?.event;
      return [frames.indexOf([indices(frame.states, stateIndex), taken]), words.indexOf(event ? JSON.stringify(event) : `start: ${path.inputName}`)];
    });
    return { title: `${path.number}. ${path.title}`, points };
  });
  return {
    states,
    transitions,
    frames: frames.list,
    words: words.list,
    paths,
    model: [...model].sort((a, b) => a - b),
    browser: browser ? indices([...browser], transitionIndex).sort((a, b) => a - b) : null,
  };
}

export const VIEWER_STYLE = `
.viewer-only { display: none; }
body.viewer .viewer-only { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; margin: 8px 0; }
body.viewer .toc { display: none; }
body.viewer .chart { height: 70vh; overflow: hidden; touch-action: none; cursor: grab; }
body.viewer .chart svg { width: 100%; height: 100%; }
.viewer-only button, .viewer-only select { font: inherit; padding: 2px 10px; }
.path-step { font-weight: 600; }
`;

/** The page's script: plain JavaScript, the viewBox functions written in from viewBox.ts, the chart's marking from highlight.ts. */
export function viewerScript(): string {
  // A transpiler that keeps function names may have written its `__name` helper into their bodies.
  return `(() => {
const __name = (target) => target;
const MIN_SCALE = ${MIN_SCALE}, MAX_SCALE = ${MAX_SCALE}, ZOOM_STEP = ${ZOOM_STEP};
${parseViewBox.toString()}
${formatViewBox.toString()}
${zoom.toString()}
${pan.toString()}
${highlight.toString()}
${VIEWER_BODY}
})();`;
}

const VIEWER_BODY = String.raw`
const data = JSON.parse(document.getElementById('flow-data').textContent);
const sections = [...document.querySelectorAll('section.flow')];
const pick = document.getElementById('flow-pick');
document.body.classList.add('viewer');
const ready = new Set();

function setUp(section) {
  if (ready.has(section)) return;
  ready.add(section);
  const flow = data[section.dataset.flow];
  const frame = section.querySelector('.chart');
  const svg = frame.querySelector('svg');
  const whole = parseViewBox(svg.getAttribute('viewBox'));
  let view = whole;
  frame.tabIndex = 0;
  const set = (box) => { view = box; svg.setAttribute('viewBox', formatViewBox(box)); };
  const perPixel = (box) => { const r = frame.getBoundingClientRect(); return r.width && r.height ? Math.max(box.width / r.width, box.height / r.height) : 1; };
  section.querySelector('[data-zoom="fit"]').onclick = () => set(whole);
  section.querySelector('[data-zoom="in"]').onclick = () => set(zoom(view, ZOOM_STEP, whole));
  section.querySelector('[data-zoom="out"]').onclick = () => set(zoom(view, 1 / ZOOM_STEP, whole));
  frame.addEventListener('wheel', (event) => {
    if (event.deltaY === 0) return;
    event.preventDefault();
    const r = frame.getBoundingClientRect(), p = perPixel(view);
    const at = { x: view.x + view.width / 2 + (event.clientX - r.left - r.width / 2) * p, y: view.y + view.height / 2 + (event.clientY - r.top - r.height / 2) * p };
    set(zoom(view, event.deltaY < 0 ? ZOOM_STEP : 1 / ZOOM_STEP, whole, at));
  }, { passive: false });
  let drag = null;
  frame.addEventListener('pointerdown', (event) => { if (event.button === 0) { drag = { id: event.pointerId, x: event.clientX, y: event.clientY }; frame.setPointerCapture(event.pointerId); } });
  frame.addEventListener('pointermove', (event) => {
    if (!drag || drag.id !== event.pointerId) return;
    const p = perPixel(view);
    set(pan(view, -(event.clientX - drag.x) * p, -(event.clientY - drag.y) * p));
    drag = { id: drag.id, x: event.clientX, y: event.clientY };
  });
  const end = (event) => { if (drag && drag.id === event.pointerId) drag = null; };
  frame.addEventListener('pointerup', end);
  frame.addEventListener('pointercancel', end);
  frame.addEventListener('keydown', (event) => {
    const dx = view.width / 10, dy = view.height / 10;
    const moves = { ArrowLeft: [-dx, 0], ArrowRight: [dx, 0], ArrowUp: [0, -dy], ArrowDown: [0, dy] };
    if (moves[event.key]) set(pan(view, moves[event.key][0], moves[event.key][1]));
    else if (event.key === '+' || event.key === '=') set(zoom(view, ZOOM_STEP, whole));
    else if (event.key === '-') set(zoom(view, 1 / ZOOM_STEP, whole));
    else if (event.key === '0') set(whole);
    else return;
    event.preventDefault();
  });

  const pathPick = section.querySelector('[data-path-pick]');
  const stepText = section.querySelector('.path-step');
  let path = null, step = 0;
  for (const [index, candidate] of flow.paths.entries()) pathPick.add(new Option(candidate.title, String(index)));
  const showStep = () => {
    if (!path) { stepText.textContent = ''; highlight(section, [], []); return; }
    const [frameIndex, wordsIndex] = path.points[step];
    const [states, transitions] = flow.frames[frameIndex];
    stepText.textContent = (step === 0 ? '' : 'Step ' + step + ' of ' + (path.points.length - 1) + ': ') + flow.words[wordsIndex];
    highlight(section, states.map((i) => flow.states[i]), transitions.map((i) => flow.transitions[i]));
  };
  pathPick.onchange = () => { path = pathPick.value === '' ? null : flow.paths[Number(pathPick.value)]; step = 0; showStep(); };
  section.querySelector('[data-step="previous"]').onclick = () => { if (path && step > 0) { step--; showStep(); } };
  section.querySelector('[data-step="next"]').onclick = () => { if (path && step < path.points.length - 1) { step++; showStep(); } };

  const coverage = section.querySelector('[data-coverage]');
  coverage.onchange = () => {
    const model = new Set(flow.model.map((i) => flow.transitions[i]));
    const browser = new Set((flow.browser || []).map((i) => flow.transitions[i]));
    for (const el of section.querySelectorAll('.chart [data-transition-key]')) {
      const key = el.dataset.transitionKey;
      const mark = browser.has(key) ? 'covered' : model.has(key) ? 'model-only' : 'uncovered';
      for (const name of ['covered', 'model-only', 'uncovered']) el.classList.toggle('mark-' + name, coverage.checked && mark === name);
    }
  };
}

function show(name) {
  const chosen = sections.find((section) => section.dataset.flow === name) || sections[0];
  for (const section of sections) section.hidden = section !== chosen;
  pick.value = chosen.dataset.flow;
  setUp(chosen);
}
for (const section of sections) pick.add(new Option(section.dataset.flow, section.dataset.flow));
pick.onchange = () => { location.hash = 'flow-' + pick.value; };
const fromHash = () => decodeURIComponent(location.hash.replace(/^#flow-/, ''));
addEventListener('hashchange', () => show(fromHash()));
show(fromHash());
`;

/** The controls above one chart (shown only once the script runs). */
export function viewerControls(): string {
  return [
    '<div class="viewer-only"><button type="button" data-zoom="fit">Fit</button><button type="button" data-zoom="in" aria-label="Zoom in">+</button><button type="button" data-zoom="out" aria-label="Zoom out">−</button>',
    '<span class="muted">Drag to move the chart, the wheel or + and − to zoom, the arrow keys to move it, 0 to fit.</span></div>',
    '<div class="viewer-only"><label>Path <select data-path-pick><option value="">(none)</option></select></label><button type="button" data-step="previous">Previous</button><button type="button" data-step="next">Next</button><span class="path-step"></span>',
    '<label><input type="checkbox" data-coverage> Show test coverage</label><span class="muted">Solid green: taken by model tests and in a browser; green dashes: by model tests only; red: by no test.</span></div>',
  ].join('\n');
}

/** The picker at the top of the page. */
export function viewerPicker(): string {
  return '<div class="viewer-only"><label>Machine <select id="flow-pick"></select></label></div>';
}

/** The data as a JSON block, safe inside the page (no `</script>` can close it early). */
export function viewerDataBlock(data: ViewerData): string {
  return `<script type="application/json" id="flow-data">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}
