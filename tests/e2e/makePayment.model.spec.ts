import { makePaymentFlow } from '../../machines/makePayment.flow';
import { generatePaths } from '../flows/paths';
import { pathsCoveringTheirTransitions } from './flows/coveringPaths';
import { driveFlowPath, MissingMappingError, planBrowserPaths } from './flows/driver';
import { makePaymentInTheBrowser, makePaymentPathsPossibleInTheUi } from './flows/makePaymentMapping';
import { expect, layoutsOfPaths, test } from './support';

const paths = generatePaths(makePaymentFlow);
// Hundreds of paths replay on the model (tests/flows); the browser drives a few that take every transition.
const { chosen, transitions: possibleTransitions } = await pathsCoveringTheirTransitions(makePaymentFlow, makePaymentPathsPossibleInTheUi(paths));
const { transitions: allTransitions } = await pathsCoveringTheirTransitions(makePaymentFlow, paths);
const { drivable, leftOut } = planBrowserPaths(makePaymentFlow, chosen, makePaymentInTheBrowser());

test.describe('make-payment flow through the UI (model paths)', () => {
  test('the driven paths take every transition of the machine', () => {
    expect(leftOut).toEqual([]);
    expect(drivable.length).toBe(chosen.length);
    // Out of the generated paths' reach in the browser: each path reaching these presses Reset, closes the
    // notice or closes the dialog with nothing there (the shortest path wins). The mapping closes the dialog
    // before every step after a failure; deposit.spec.ts presses Reset and closes the notice.
    // The tab's visibility (page.hidden / page.shown) is covered by machines/makePayment.test.ts.
    expect([...allTransitions].filter((key) => !possibleTransitions.has(key) && !/ page\.(hidden|shown) /.test(key)).sort()).toEqual([
      'makePayment.paying makePayment.noticeDismissed #0',
      'makePayment.paying.form.editing makePayment.failureDismissed #0',
      'makePayment.paying.form.editing makePayment.receiptCleared #0',
    ]);
  });

  const layoutOf = layoutsOfPaths(drivable);
  for (const path of drivable) {
    test(`path ${path.number}: ${path.title}`, { tag: layoutOf(path) }, async ({ page }) => {
      await driveFlowPath(page, makePaymentFlow, path, makePaymentInTheBrowser());
    });
  }
});

test('a missing UI mapping is an error, not a silent pass', () => {
  const mapping = makePaymentInTheBrowser();
  const { 'makePayment.submitted': _submitted, ...withoutSubmit } = mapping.events;
  expect(() => planBrowserPaths(makePaymentFlow, chosen, { ...mapping, events: withoutSubmit })).toThrow(MissingMappingError);
});
