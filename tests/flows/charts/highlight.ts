/**
 * The marking of a flow's chart on the offline page, for a path's step and for a simulation alike:
 * the class `active` on the active states (not the machine's root, which holds the whole chart) and
 * on the transitions the last step took, as the /flows page marks them (svg.ts styles the class).
 * The viewer's plain script writes it in with `toString()`; the simulate bundle imports it.
 */
export function highlight(section: ParentNode, states: readonly string[], transitions: readonly string[]): void {
  for (const element of section.querySelectorAll<SVGElement>('.chart [data-state-id]')) {
    const id = element.dataset.stateId ?? '';
    element.classList.toggle('active', states.includes(id) && id.includes('.'));
  }
  for (const element of section.querySelectorAll<SVGElement>('.chart [data-transition-key]')) {
    element.classList.toggle('active', transitions.includes(element.dataset.transitionKey ?? ''));
  }
}
