import { paymentRequestFlow } from '../../machines/paymentRequest.flow';
import { generatePaths } from '../flows/paths';
import { driveFlowPath, planBrowserPaths } from './flows/driver';
import { paymentRequestInTheBrowser } from './flows/paymentRequestMapping';
import { expect, layoutsOfPaths, test } from './support';

const paths = generatePaths(paymentRequestFlow);
const { drivable, leftOut } = planBrowserPaths(paymentRequestFlow, paths, paymentRequestInTheBrowser());

test.describe('payment request flow through the UI (model paths)', () => {
  test('every path is driven', () => {
    expect(leftOut).toEqual([]);
    expect(drivable.length).toBe(paths.length);
  });

  const layoutOf = layoutsOfPaths(drivable);
  for (const path of drivable) {
    test(`path ${path.number}: ${path.title}`, { tag: layoutOf(path) }, async ({ page }) => {
      await driveFlowPath(page, paymentRequestFlow, path, paymentRequestInTheBrowser());
    });
  }
});
