import { withdrawalFlow } from '../../machines/withdrawal.flow';
import { generatePaths } from '../flows/paths';
import { pathsCoveringTheirTransitions } from './flows/coveringPaths';
import { driveFlowPath, planBrowserPaths } from './flows/driver';
import { withdrawalInTheBrowser } from './flows/withdrawalMapping';
import { expect, layoutsOfPaths, test } from './support';

const paths = generatePaths(withdrawalFlow);
// Every generated path replays on the model (tests/flows); the browser drives the few that together take every transition they take.
const { chosen } = await pathsCoveringTheirTransitions(withdrawalFlow, paths);
const { drivable, leftOut } = planBrowserPaths(withdrawalFlow, chosen, withdrawalInTheBrowser());

test.describe('withdrawal flow through the UI (model paths)', () => {
  test('the driven paths take every transition of the generated paths', () => {
    expect(leftOut).toEqual([]);
    expect(drivable.length).toBe(chosen.length);
  });

  const layoutOf = layoutsOfPaths(drivable);
  for (const path of drivable) {
    test(`path ${path.number}: ${path.title}`, { tag: layoutOf(path) }, async ({ page }) => {
      await driveFlowPath(page, withdrawalFlow, path, withdrawalInTheBrowser());
    });
  }
});
