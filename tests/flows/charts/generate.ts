import type { AnyStateMachine } from 'xstate';
import type { AnyFlow } from '../../../machines/lib/flow';
import { renderIndexPage, type FlowCoverageFigures } from './index-page';
import { layoutMachine } from './layout';
import { renderSvg } from './svg';

/** Every file of docs/flows/, by path relative to docs/flows/: one SVG per flow and index.html. */
export async function generateFlowDocs(flows: AnyFlow[], options: { coverage?: Record<string, FlowCoverageFigures> } = {}): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const charts: { flow: AnyFlow; svg: string }[] = [];
  for (const flow of flows) {
    const svg = renderSvg(await layoutMachine(flow.machine as AnyStateMachine));
    files.set(`${flow.name}.svg`, svg);
    charts.push({ flow, svg });
  }
  files.set('index.html', renderIndexPage(charts, options.coverage));
  return files;
}
