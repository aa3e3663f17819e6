/** The state-id lists each machine of the page reported, in order (the browser test's view of tests/e2e/support.ts). */
const reported = new Map<string, string[][]>();

export function resetFlowReports(): void {
  reported.clear();
}

export function reportFlowTransition(flow: string, states: string[]): void {
  reported.set(flow, [...(reported.get(flow) ?? []), states]);
}

/** The latest state ids the page's machine reported. */
export function liveStateIds(flow: string): string[] | undefined {
  return reported.get(flow)?.at(-1);
}

/** How many reports the machine has made so far: a mark for {@link statesReportedSince}. */
export function stateReportCount(flow: string): number {
  return reported.get(flow)?.length ?? 0;
}

/** The state-id lists reported after a mark (a state that lasts a moment still counts as reached). */
export function statesReportedSince(flow: string, mark: number): string[][] {
  return reported.get(flow)?.slice(mark) ?? [];
}
