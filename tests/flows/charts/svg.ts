import { displayLabel, type ChartEdge, type ChartLayout, type ChartState, type Point } from './layout';
import { FONT_FAMILY, LABEL, escapeXml, num } from './text';

/**
 * A laid-out chart as a standalone SVG document. Deterministic: ids come from the machine id,
 * coordinates are rounded to one decimal, and nothing depends on time or chance.
 *
 * The live site highlights the current state by adding the class `active` to a
 * `g.state[data-state-id]` (and may do so for `g.transition[data-transition-key]`), and marks a
 * transition's test coverage with `mark-covered`, `mark-model-only` or `mark-uncovered`.
 */

const MARGIN = 16;
const PAD_X = 12;
const CORNER = 6;

export type SvgOptions = {
  /** Prefix of the ids inside the SVG (markers), so several charts can share one HTML page. */
  idPrefix?: string;
};

/** Colours as custom properties: light by default (on a white background), dark when the
 * reader's system or the site's Mantine colour scheme asks for it. */
const LIGHT = `
  --chart-bg: #ffffff; --chart-fg: #1b2530; --chart-muted: #4a5868;
  --chart-state-fill: #eef3f8; --chart-state-stroke: #4d6a86; --chart-compound-fill: #f7f9fb;
  --chart-root-fill: #ffffff; --chart-edge: #3b4f63; --chart-done: #2f7d4f; --chart-error: #b3403a;
  --chart-label-bg: #ffffff; --chart-active-fill: #fff1bf; --chart-active-stroke: #d48806; --chart-internal: #5b4a8a;
`;
const DARK = `
  --chart-bg: #151b22; --chart-fg: #e6edf3; --chart-muted: #a8b6c4;
  --chart-state-fill: #223041; --chart-state-stroke: #8fb3d9; --chart-compound-fill: #1a232d;
  --chart-root-fill: #151b22; --chart-edge: #b4c4d4; --chart-done: #6fcf97; --chart-error: #f08a80;
  --chart-label-bg: #151b22; --chart-active-fill: #5c4500; --chart-active-stroke: #ffc53d; --chart-internal: #c3b3f0;
`;

const STYLE = `
.flow-chart {${LIGHT}  font-family: ${FONT_FAMILY};
}
@media (prefers-color-scheme: dark) {
  .flow-chart {${DARK}}
}
[data-mantine-color-scheme='dark'] .flow-chart {${DARK}}
[data-mantine-color-scheme='light'] .flow-chart {${LIGHT}}
.flow-chart .background { fill: var(--chart-bg); }
.flow-chart text { fill: var(--chart-fg); font-family: ${FONT_FAMILY}; }
.flow-chart .state-title { font-size: 13px; font-weight: 700; }
.flow-chart .state-tag { font-size: 11px; font-style: italic; fill: var(--chart-muted); }
.flow-chart .state-desc { font-size: 11px; fill: var(--chart-muted); }
.flow-chart .state-invoke { font-size: 11px; font-weight: 600; }
.flow-chart .state-internal { font-size: 11px; fill: var(--chart-internal); }
.state rect { fill: var(--chart-state-fill); stroke: var(--chart-state-stroke); stroke-width: 1.5; }
.state.compound rect, .state.parallel rect { fill: var(--chart-compound-fill); }
.state.root > rect { fill: var(--chart-root-fill); stroke-width: 1; }
.state.region > rect { stroke-dasharray: 6 4; }
.state.final rect.inner { fill: none; }
.state.history circle { fill: var(--chart-state-fill); stroke: var(--chart-state-stroke); stroke-width: 1.5; }
.state.history text { font-size: 12px; font-weight: 700; text-anchor: middle; }
.state.active rect, .state.active circle { fill: var(--chart-active-fill); stroke: var(--chart-active-stroke); stroke-width: 3; }
.state.active.compound rect, .state.active.parallel rect { fill: var(--chart-compound-fill); }
.transition path { fill: none; stroke: var(--chart-edge); stroke-width: 1.4; }
.transition.kind-always path { stroke-dasharray: 5 4; }
.transition.kind-done path { stroke: var(--chart-done); }
.transition.kind-error path { stroke: var(--chart-error); }
.transition .label rect { fill: var(--chart-label-bg); fill-opacity: 0.92; stroke: none; }
.transition .label text { font-size: 11px; text-anchor: middle; }
.transition.kind-done .label text { fill: var(--chart-done); }
.transition.kind-error .label text { fill: var(--chart-error); }
.transition.mark-covered path { stroke: var(--chart-done); stroke-width: 2.4; stroke-dasharray: none; }
.transition.mark-model-only path { stroke: var(--chart-done); stroke-width: 2; stroke-dasharray: 7 4; }
.transition.mark-uncovered path { stroke: var(--chart-error); stroke-width: 3; stroke-dasharray: 2 3; }
.transition.mark-uncovered .label text { fill: var(--chart-error); font-weight: 700; }
.transition.active path { stroke: var(--chart-active-stroke); stroke-width: 3; }
.transition.active .label text, .transition.internal.active text { font-weight: 700; }
.initial circle { fill: var(--chart-fg); }
.initial path { fill: none; stroke: var(--chart-fg); stroke-width: 1.4; }
.arrow path { fill: var(--chart-edge); }
.arrow.kind-done path { fill: var(--chart-done); }
.arrow.kind-error path { fill: var(--chart-error); }
.arrow.kind-initial path { fill: var(--chart-fg); }
`;

const MARKER_KINDS = ['event', 'done', 'error', 'initial'] as const;

function markerKind(edge: ChartEdge): (typeof MARKER_KINDS)[number] {
  if (edge.kind === 'done' || edge.kind === 'error' || edge.kind === 'initial') return edge.kind;
  return 'event';
}

/** An orthogonal polyline with its corners rounded, and its last point left exact for the arrow. */
function pathData(points: Point[], offset: number): string {
  const p = points.map((point) => ({ x: point.x + offset, y: point.y + offset }));
  const first = p[0];
  if (!first) return '';
  let d = `M${num(first.x)} ${num(first.y)}`;
  for (let i = 1; i < p.length; i++) {
    const prev = p[i - 1];
    const curr = p[i];
    const next = p[i + 1];
    if (!prev || !curr) continue;
    if (!next) {
      d += ` L${num(curr.x)} ${num(curr.y)}`;
      continue;
    }
    const inLen = Math.hypot(curr.x - prev.x, curr.y - prev.y);
    const outLen = Math.hypot(next.x - curr.x, next.y - curr.y);
    const r = Math.min(CORNER, inLen / 2, outLen / 2);
    if (r < 0.5) {
      d += ` L${num(curr.x)} ${num(curr.y)}`;
      continue;
    }
    const before = { x: curr.x - ((curr.x - prev.x) / inLen) * r, y: curr.y - ((curr.y - prev.y) / inLen) * r };
    const after = { x: curr.x + ((next.x - curr.x) / outLen) * r, y: curr.y + ((next.y - curr.y) / outLen) * r };
    d += ` L${num(before.x)} ${num(before.y)} Q${num(curr.x)} ${num(curr.y)} ${num(after.x)} ${num(after.y)}`;
  }
  return d;
}

function stateTitle(state: ChartState): string {
  const what = state.isRegion ? 'region' : state.info.type === 'atomic' ? 'state' : `${state.info.type} state`;
  const parts = [`${state.info.path || state.info.id} (${what})`];
  if (state.info.description) parts.push(state.info.description);
  if (state.info.invokes.length > 0) parts.push(`Calls ${state.info.invokes.map((invoke) => invoke.src).join(', ')}.`);
  return parts.join('\n');
}

function pathOf(layout: ChartLayout, id: string): string {
  const prefix = `${layout.machineId}.`;
  return id.startsWith(prefix) ? id.slice(prefix.length) : id;
}

function renderState(layout: ChartLayout, state: ChartState, offset: number): string {
  const x = state.x + offset;
  const y = state.y + offset;
  const classes = ['state', state.info.type];
  if (state.isRoot) classes.push('root');
  if (state.isRegion) classes.push('region');
  const out: string[] = [];
  out.push(`<g class="${classes.join(' ')}" data-state-id="${escapeXml(state.info.id)}">`);
  out.push(`<title>${escapeXml(stateTitle(state))}</title>`);
  if (state.history) {
    const r = state.width / 2;
    out.push(`<circle cx="${num(x + r)}" cy="${num(y + r)}" r="${num(r)}"/>`);
    out.push(`<text x="${num(x + r)}" y="${num(y + r + 4)}">${state.history === 'deep' ? 'H*' : 'H'}</text>`);
    out.push('</g>');
    return out.join('\n');
  }
  const radius = state.isRoot ? 4 : 8;
  out.push(`<rect x="${num(x)}" y="${num(y)}" width="${num(state.width)}" height="${num(state.height)}" rx="${radius}"/>`);
  if (state.info.type === 'final') {
    out.push(`<rect class="inner" x="${num(x + 4)}" y="${num(y + 4)}" width="${num(state.width - 8)}" height="${num(state.height - 8)}" rx="${radius - 3}"/>`);
  }
  const textX = x + PAD_X + (state.info.type === 'final' ? 2 : 0);
  let internalKey: string | null = null;
  for (const line of state.lines) {
    const key = line.transition?.key ?? null;
    if (internalKey !== null && key !== internalKey) {
      out.push('</g>');
      internalKey = null;
    }
    if (key !== null && key !== internalKey && line.transition) {
      const t = line.transition;
      const title = [`${displayLabel(t, state.info)}: stays in ${(pathOf(layout, t.sourceId) || layout.machineId)}`];
      if (t.description) title.push(t.description);
      out.push(`<g class="transition internal kind-${t.kind}" data-transition-key="${escapeXml(key)}">`);
      out.push(`<title>${escapeXml(title.join('\n'))}</title>`);
      internalKey = key;
    }
    out.push(`<text class="state-${line.kind}" x="${num(textX)}" y="${num(y + line.y)}">${escapeXml(line.text)}</text>`);
  }
  if (internalKey !== null) out.push('</g>');
  out.push('</g>');
  return out.join('\n');
}

function renderEdge(layout: ChartLayout, edge: ChartEdge, offset: number, prefix: string): string {
  const marker = `url(#${prefix}-arrow-${markerKind(edge)})`;
  const d = pathData(edge.points, offset);
  if (!edge.transition) {
    return `<path d="${d}" marker-end="${marker}"/>`;
  }
  const t = edge.transition;
  const out: string[] = [];
  out.push(`<g class="transition kind-${t.kind}" data-transition-key="${escapeXml(t.key)}">`);
  const title = [`${edge.text}: ${pathOf(layout, t.sourceId)} → ${pathOf(layout, edge.targetId)}`];
  if (t.description) title.push(t.description);
  out.push(`<title>${escapeXml(title.join('\n'))}</title>`);
  out.push(`<path d="${d}" marker-end="${marker}"/>`);
  if (edge.label) {
    const l = edge.label;
    const cx = l.x + offset + l.width / 2;
    out.push('<g class="label">');
    out.push(`<rect x="${num(l.x + offset)}" y="${num(l.y + offset)}" width="${num(l.width)}" height="${num(l.height)}" rx="3"/>`);
    const top = l.y + offset + (l.height - l.lines.length * LABEL.lineHeight) / 2;
    l.lines.forEach((line, i) => {
      out.push(`<text x="${num(cx)}" y="${num(top + (i + 1) * LABEL.lineHeight - 3.5)}">${escapeXml(line)}</text>`);
    });
    out.push('</g>');
  }
  out.push('</g>');
  return out.join('\n');
}

export function renderSvg(layout: ChartLayout, options: SvgOptions = {}): string {
  const prefix = options.idPrefix ?? `flow-${layout.machineId.replace(/[^A-Za-z0-9_-]/g, '-')}`;
  const width = layout.width + 2 * MARGIN;
  const height = layout.height + 2 * MARGIN;
  const root = layout.states.find((state) => state.isRoot);
  const out: string[] = [];
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" class="flow-chart" data-machine-id="${escapeXml(layout.machineId)}" width="${num(width)}" height="${num(height)}" viewBox="0 0 ${num(width)} ${num(height)}" role="img" aria-labelledby="${prefix}-title">`,
  );
  out.push(`<title id="${prefix}-title">${escapeXml(`Flow chart of ${layout.machineId}${root?.info.description ? `: ${root.info.description}` : ''}`)}</title>`);
  out.push(`<style>${STYLE}</style>`);
  out.push('<defs>');
  for (const kind of MARKER_KINDS) {
    out.push(
      `<marker id="${prefix}-arrow-${kind}" class="arrow kind-${kind}" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="8" markerHeight="8" markerUnits="userSpaceOnUse" orient="auto"><path d="M0 0 L10 5 L0 10 z"/></marker>`,
    );
  }
  out.push('</defs>');
  out.push(`<rect class="background" width="${num(width)}" height="${num(height)}"/>`);
  for (const state of layout.states) out.push(renderState(layout, state, MARGIN));
  // Transitions above the boxes, so a route across a compound state stays visible.
  for (const initial of layout.initials) {
    const edge = layout.edges.find((candidate) => candidate.kind === 'initial' && candidate.sourceId === initial.id);
    out.push(`<g class="initial" data-initial-of="${escapeXml(initial.parentId)}">`);
    out.push(`<title>${escapeXml(`${pathOf(layout, initial.parentId) || layout.machineId} starts here`)}</title>`);
    out.push(`<circle cx="${num(initial.cx + MARGIN)}" cy="${num(initial.cy + MARGIN)}" r="${num(initial.r)}"/>`);
    if (edge) out.push(renderEdge(layout, edge, MARGIN, prefix));
    out.push('</g>');
  }
  for (const edge of layout.edges) if (edge.transition) out.push(renderEdge(layout, edge, MARGIN, prefix));
  out.push('</svg>');
  return `${out.join('\n')}\n`;
}
