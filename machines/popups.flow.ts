import { defineFlow } from './lib/flow';
import { popupsMachine, type MaintenanceCheckFailure, type MaintenancePlatform } from './popups';

const saGaming: MaintenancePlatform = { platform: 'SAGAMING', name: 'SA Gaming' };
const failure: MaintenanceCheckFailure = { kind: 'failed', message: 'Network error' };

export const popupsFlow = defineFlow({
  name: 'popups',
  summary: 'What pops up after login or sign-up: the welcome pop-up, then the maintenance notice, each closed for good.',
  machine: popupsMachine,
  inputs: [
    { name: 'just logged in (popup=1, regPopup=0)', input: { popup: true, regPopup: false } },
    { name: 'just signed up (popup=1, regPopup=1)', input: { popup: true, regPopup: true } },
    { name: 'both pop-ups closed before (popup=0, regPopup=0)', input: { popup: false, regPopup: false } },
  ],
  actorResults: {
    fetchPlatformsInMaintenance: { done: [[saGaming], []], error: [failure] },
  },
});
