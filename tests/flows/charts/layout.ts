import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkExtendedEdge, ElkLabel, ElkNode, LayoutOptions } from 'elkjs/lib/elk-api';
import type { AnyStateMachine } from 'xstate';
import { allStates, allTransitions, type StateInfo, type TransitionInfo, type TransitionKind } from '../../../machines/lib/transitions';
import { LABEL, SMALL, TITLE, textWidth, wrap, type TextStyle } from './text';

/**
 * A machine laid out as a chart: nested states as nested boxes, read left to right from the
 * initial state. Coordinates are absolute (the top-left of the chart is 0,0) and already final;
 * `svg.ts` only draws them.
 */

export type Point = { x: number; y: number };

export type BoxLineKind = 'title' | 'tag' | 'desc' | 'invoke' | 'internal';

/** One line of text inside a state box; `y` is the baseline, relative to the box's top. */
export type BoxLine = {
  kind: BoxLineKind;
  text: string;
  style: TextStyle;
  y: number;
  /** Lines of a transition that stays in the state: its key, for `data-transition-key`. */
  transition?: TransitionInfo;
};

export type ChartState = {
  info: StateInfo;
  /** The state key (last path segment); the machine id for the root. */
  name: string;
  isRoot: boolean;
  /** A child of a parallel state: drawn with a dashed border. */
  isRegion: boolean;
  /** Depth below the root (the root is 0). */
  depth: number;
  /** 'shallow' or 'deep' for history states. */
  history: 'shallow' | 'deep' | undefined;
  x: number;
  y: number;
  width: number;
  height: number;
  lines: BoxLine[];
};

export type ChartEdgeLabel = { x: number; y: number; width: number; height: number; lines: string[] };

export type ChartEdge = {
  id: string;
  /** Null for the edge from an initial dot to the initial child. */
  transition: TransitionInfo | null;
  /** The label as drawn (see `displayLabel`). */
  text: string;
  kind: TransitionKind | 'initial';
  sourceId: string;
  targetId: string;
  points: Point[];
  label: ChartEdgeLabel | null;
};

export type ChartInitial = { id: string; parentId: string; cx: number; cy: number; r: number };

export type ChartLayout = {
  machineId: string;
  width: number;
  height: number;
  /** In document order: parents before their children. */
  states: ChartState[];
  edges: ChartEdge[];
  initials: ChartInitial[];
};

const PAD_X = 12;
const PAD_TOP = 8;
const PAD_BOTTOM = 10;
const MIN_WIDTH = 120;
const COMPOUND_PAD = 16;
const INITIAL_R = 6;
const LABEL_PAD_X = 4;
const LABEL_PAD_Y = 2;
/** Labels longer than this put their guard on a second line. */
const LABEL_SPLIT_CHARS = 22;
const HISTORY_SIZE = 34;

const baseOptions: LayoutOptions = {
  'elk.algorithm': 'layered',
  'elk.direction': 'RIGHT',
  'elk.edgeRouting': 'ORTHOGONAL',
  'elk.spacing.nodeNode': '28',
  'elk.layered.spacing.nodeNodeBetweenLayers': '32',
  'elk.spacing.edgeNode': '16',
  'elk.spacing.edgeEdge': '12',
  'elk.layered.spacing.edgeNodeBetweenLayers': '10',
  'elk.layered.spacing.edgeEdgeBetweenLayers': '12',
  'elk.spacing.edgeLabel': '4',
  'elk.spacing.labelNode': '6',
  'elk.edgeLabels.placement': 'CENTER',
  'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
  // No 'elk.layered.considerModelOrder.strategy': elkjs 0.12 crashes with it on parallel states.
  'elk.layered.crossingMinimization.forceNodeModelOrder': 'false',
  'elk.layered.cycleBreaking.strategy': 'DFS_NODE_ORDER',
};

const rootOptions: LayoutOptions = {
  ...baseOptions,
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  'elk.json.shapeCoords': 'ROOT',
  'elk.json.edgeCoords': 'ROOT',
  'elk.padding': '[top=0,left=0,bottom=0,right=0]',
  'elk.randomSeed': '1',
};

function lastSegment(info: StateInfo, machineId: string): string {
  if (info.path === '') return machineId;
  const parts = info.path.split('.');
  return parts[parts.length - 1] ?? info.path;
}

function tagOf(info: StateInfo, isRegion: boolean): string | null {
  if (info.type === 'final') return 'final state';
  if (info.type === 'parallel') return 'parallel: every region at once';
  if (isRegion) return 'region';
  return null;
}

/** The text of a state box, top to bottom, with baselines; and the width it needs. */
function boxLines(info: StateInfo, name: string, isRegion: boolean, internal: TransitionInfo[]): { lines: BoxLine[]; width: number; height: number } {
  const lines: BoxLine[] = [];
  let y = PAD_TOP;
  const push = (kind: BoxLineKind, text: string, style: TextStyle, transition?: TransitionInfo) => {
    y += style.lineHeight;
    lines.push({ kind, text, style, y: y - Math.round(style.lineHeight * 0.28), ...(transition ? { transition } : {}) });
  };
  push('title', name, TITLE);
  const tag = tagOf(info, isRegion);
  if (tag) push('tag', tag, SMALL);
  for (const line of wrap(info.description ?? '')) push('desc', line, SMALL);
  if (info.invokes.length > 0) y += 4;
  for (const invoke of info.invokes) push('invoke', `calls ${invoke.src}`, SMALL);
  if (internal.length > 0) y += 4;
  for (const transition of internal) {
    for (const [i, line] of wrap(`${displayLabel(transition, info)} → stays`, WRAP_INTERNAL).entries()) {
      push('internal', i === 0 ? line : `  ${line}`, SMALL, transition);
    }
  }
  const width = Math.max(MIN_WIDTH, ...lines.map((line) => textWidth(line.text, line.style) + 2 * PAD_X));
  return { lines, width: Math.ceil(width), height: Math.ceil(y + PAD_BOTTOM) };
}

const WRAP_INTERNAL = 40;

function labelLines(label: string): string[] {
  if ([...label].length <= LABEL_SPLIT_CHARS) return [label];
  const at = label.indexOf(' [');
  if (at > 0) return [label.slice(0, at), label.slice(at + 1)];
  return wrap(label, LABEL_SPLIT_CHARS + 8);
}

function elkLabel(id: string, lines: string[]): ElkLabel {
  return {
    id,
    text: lines.join('\n'),
    width: Math.ceil(Math.max(...lines.map((line) => textWidth(line, LABEL))) + 2 * LABEL_PAD_X),
    height: lines.length * LABEL.lineHeight + 2 * LABEL_PAD_Y,
  };
}

/**
 * The transition's label, with an unnamed invoke's generated id (`0.demo.loading`) replaced
 * by the actor it runs, which is what a reader knows it by, and `xstate.done.state.demo.working`
 * written as "working finished".
 */
export function displayLabel(transition: TransitionInfo, source: StateInfo | undefined): string {
  if (transition.eventType.startsWith('xstate.done.state.')) {
    const finished = transition.eventType.slice('xstate.done.state.'.length).split('.').pop() ?? '';
    return `${finished} finished${transition.guard ? ` [${transition.guard}]` : ''}`;
  }
  if (transition.kind !== 'done' && transition.kind !== 'error') return transition.label;
  const actorId = transition.eventType.replace(/^xstate\.(done|error)\.actor\./, '');
  const invoke = source?.invokes.find((candidate) => candidate.id === actorId);
  if (!invoke || invoke.src === actorId || !transition.label.startsWith(actorId)) return transition.label;
  return `${invoke.src}${transition.label.slice(actorId.length)}`;
}

/** `a.b.c` is inside `a.b` and `a` (and itself). */
function isWithin(id: string, ancestorId: string): boolean {
  return id === ancestorId || id.startsWith(`${ancestorId}.`);
}

/**
 * ELK's layered algorithm has crashed on some nested graphs with some options (a TypeError deep
 * in the bundled Java code). Should the preferred cycle breaking fail on a machine, its chart
 * is laid out with the plain greedy one rather than not at all.
 */
async function runElk(machineId: string, graph: ElkNode): Promise<ElkNode> {
  const elk = new ELK();
  try {
    return await elk.layout(structuredClone(graph));
  } catch (first) {
    const withGreedy = (node: ElkNode): ElkNode => ({
      ...node,
      layoutOptions: { ...node.layoutOptions, 'elk.layered.cycleBreaking.strategy': 'GREEDY' },
      ...(node.children ? { children: node.children.map(withGreedy) } : {}),
    });
    try {
      return await elk.layout(withGreedy(structuredClone(graph)));
    } catch {
      throw new Error(`charts: ELK could not lay out machine ${machineId}: ${String(first)}`, { cause: first });
    }
  }
}

export type LayoutSettings = {
  /** Extra ELK options for every graph of the chart (for trying alternatives; the defaults are tested). */
  elkOptions?: LayoutOptions;
};

export async function layoutMachine(machine: AnyStateMachine, settings: LayoutSettings = {}): Promise<ChartLayout> {
  const extra = settings.elkOptions ?? {};
  const states = allStates(machine);
  const transitions = allTransitions(machine);
  const machineId = machine.root.id;
  const byId = new Map(states.map((state) => [state.id, state]));
  const parentOf = new Map<string, string>();
  for (const state of states) {
    for (const child of Object.values(machine.getStateNodeById(state.id).states)) parentOf.set(child.id, state.id);
  }
  const childrenOf = (id: string) => states.filter((state) => parentOf.get(state.id) === id);
  const internalOf = (id: string) => transitions.filter((t) => t.sourceId === id && t.targetIds.length === 0);

  // The ELK container of an edge: the lowest common ancestor of its ends, where an end that is
  // a compound ancestor of the other end contains the edge itself.
  const containerOf = (sourceId: string, targetId: string): string => {
    if (sourceId === targetId) return parentOf.get(sourceId) ?? sourceId;
    let candidate: string | undefined = sourceId;
    while (candidate !== undefined && !isWithin(targetId, candidate)) candidate = parentOf.get(candidate);
    return candidate ?? machineId;
  };

  const chartStates = new Map<string, ChartState>();
  const elkNodes = new Map<string, ElkNode>();
  const depthOf = (id: string): number => {
    const parent = parentOf.get(id);
    return parent === undefined ? 0 : depthOf(parent) + 1;
  };

  const build = (info: StateInfo): ElkNode => {
    const parent = parentOf.get(info.id);
    const isRegion = parent !== undefined && byId.get(parent)?.type === 'parallel';
    const name = lastSegment(info, machineId);
    const stateNode = machine.getStateNodeById(info.id);
    const history = info.type === 'history' ? (stateNode.history === 'deep' ? 'deep' : 'shallow') : undefined;
    const box = boxLines(info, name, isRegion, internalOf(info.id));
    chartStates.set(info.id, {
      info,
      name,
      isRoot: parent === undefined,
      isRegion,
      depth: depthOf(info.id),
      history,
      x: 0,
      y: 0,
      width: 0,
      height: 0,
      lines: box.lines,
    });
    const children = childrenOf(info.id);
    let node: ElkNode;
    if (history) {
      node = { id: info.id, width: HISTORY_SIZE, height: HISTORY_SIZE };
    } else if (children.length === 0) {
      node = { id: info.id, width: box.width, height: box.height };
    } else {
      const childNodes: ElkNode[] = [];
      if (info.initialChildId) {
        childNodes.push({
          id: `${info.id}/(initial)`,
          width: 2 * INITIAL_R,
          height: 2 * INITIAL_R,
          layoutOptions: { 'elk.layered.layering.layerConstraint': 'FIRST' },
        });
      }
      childNodes.push(...children.map(build));
      node = {
        id: info.id,
        children: childNodes,
        edges: [],
        layoutOptions: {
          ...baseOptions,
          ...extra,
          'elk.padding': `[top=${box.height + 4},left=${COMPOUND_PAD},bottom=${COMPOUND_PAD},right=${COMPOUND_PAD}]`,
          'elk.nodeSize.constraints': 'MINIMUM_SIZE',
          'elk.nodeSize.minimum': `(${box.width}, ${box.height + 24})`,
        },
      };
    }
    elkNodes.set(info.id, node);
    return node;
  };

  const rootInfo = byId.get(machineId);
  if (!rootInfo) throw new Error(`charts: machine ${machineId} has no root state`);
  const rootNode = build(rootInfo);
  const graph: ElkNode = { id: '(chart)', layoutOptions: { ...rootOptions, ...extra }, children: [rootNode], edges: [] };

  const edges: ChartEdge[] = [];
  const addEdge = (container: string, edge: ElkExtendedEdge) => {
    const node = elkNodes.get(container) ?? graph;
    (node.edges ??= []).push(edge);
  };

  for (const info of states) {
    if (info.initialChildId) {
      const id = `${info.id}/(initial-edge)`;
      edges.push({ id, transition: null, text: '', kind: 'initial', sourceId: `${info.id}/(initial)`, targetId: info.initialChildId, points: [], label: null });
      addEdge(info.id, { id, sources: [`${info.id}/(initial)`], targets: [info.initialChildId] });
    }
  }
  transitions.forEach((transition, i) => {
    transition.targetIds.forEach((targetId, j) => {
      const id = `t${i}.${j}`;
      const text = displayLabel(transition, byId.get(transition.sourceId));
      const lines = labelLines(text);
      edges.push({ id, transition, text, kind: transition.kind, sourceId: transition.sourceId, targetId, points: [], label: null });
      addEdge(containerOf(transition.sourceId, targetId), {
        id,
        sources: [transition.sourceId],
        targets: [targetId],
        labels: [elkLabel(`${id}/label`, lines)],
      });
    });
  });

  const result = await runElk(machineId, graph);

  // Shapes and edges come back with absolute coordinates (json.shapeCoords/edgeCoords: ROOT).
  const initials: ChartInitial[] = [];
  const laidEdges = new Map<string, ElkExtendedEdge>();
  const visit = (node: ElkNode) => {
    for (const edge of node.edges ?? []) laidEdges.set(edge.id, edge);
    for (const child of node.children ?? []) {
      const state = chartStates.get(child.id);
      if (state) {
        state.x = child.x ?? 0;
        state.y = child.y ?? 0;
        state.width = child.width ?? 0;
        state.height = child.height ?? 0;
      } else if (child.id.endsWith('/(initial)')) {
        initials.push({
          id: child.id,
          parentId: node.id,
          cx: (child.x ?? 0) + INITIAL_R,
          cy: (child.y ?? 0) + INITIAL_R,
          r: INITIAL_R,
        });
      }
      visit(child);
    }
  };
  visit(result);

  for (const edge of edges) {
    const laid = laidEdges.get(edge.id);
    if (!laid) throw new Error(`charts: ELK returned no route for edge ${edge.id}`);
    const points: Point[] = [];
    for (const section of laid.sections ?? []) {
      points.push(section.startPoint, ...(section.bendPoints ?? []), section.endPoint);
    }
    edge.points = points.map((p) => ({ x: p.x, y: p.y }));
    const label = laid.labels?.[0];
    if (label && edge.transition) {
      edge.label = {
        x: label.x ?? 0,
        y: label.y ?? 0,
        width: label.width ?? 0,
        height: label.height ?? 0,
        lines: labelLines(edge.text),
      };
    }
  }

  return {
    machineId,
    width: result.width ?? 0,
    height: result.height ?? 0,
    states: states.map((state) => {
      const chartState = chartStates.get(state.id);
      if (!chartState) throw new Error(`charts: state ${state.id} was not laid out`);
      return chartState;
    }),
    edges,
    initials,
  };
}
