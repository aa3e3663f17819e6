import { paymentRequestFlow } from '../../machines/paymentRequest.flow';
import { generatePaths } from '../flows/paths';
import { pathsCoveringTheirTransitions } from './flows/coveringPaths';
import { driveFlowPath, planBrowserPaths } from './flows/driver';
import { paymentRequestInTheBrowser, paymentRequestPathsPossibleInTheUi } from './flows/paymentRequestMapping';
import { expect, layoutsOfPaths, test } from './support';

const paths = generatePaths(paymentRequestFlow);
// Dozens of paths replay on the model (tests/flows); the browser drives a few that take every transition it can cause.
const { chosen, transitions: possibleTransitions } = await pathsCoveringTheirTransitions(paymentRequestFlow, paymentRequestPathsPossibleInTheUi(paths));
const { transitions: allTransitions } = await pathsCoveringTheirTransitions(paymentRequestFlow, paths);
const { drivable, leftOut } = planBrowserPaths(paymentRequestFlow, chosen, paymentRequestInTheBrowser());

test.describe('payment request flow through the UI (model paths)', () => {
  test('the driven paths take every transition the page can cause', () => {
    expect(leftOut).toEqual([]);
    expect(drivable.length).toBe(chosen.length);
    // The tab's visibility is covered by machines/paymentRequest.test.ts.
    expect([...allTransitions].filter((key) => !possibleTransitions.has(key)).every((key) => / page\.(hidden|shown) /.test(key))).toBe(true);
  });

  const layoutOf = layoutsOfPaths(drivable);
  for (const path of drivable) {
    test(`path ${path.number}: ${path.title}`, { tag: layoutOf(path) }, async ({ page }) => {
      await driveFlowPath(page, paymentRequestFlow, path, paymentRequestInTheBrowser());
    });
  }
});
