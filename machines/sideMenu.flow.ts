import { defineFlow } from './lib/flow';
import { sideMenuMachine, type CategoryProvider, type ProvidersFailure } from './sideMenu';

const jili: CategoryProvider = { platform: 'JILI', name: 'JILI', icon: '/storage/providers/jili.svg' };
const providers: CategoryProvider[] = [jili];
const failure: ProvidersFailure = { kind: 'failed', message: 'Network error' };

export const sideMenuFlow = defineFlow({
  name: 'sideMenu',
  summary: 'The mobile side menu: opening and closing, the Sports sub-menu, switching category (500 ms slide) and choosing a provider.',
  machine: sideMenuMachine,
  inputs: [{ name: 'a closed menu', input: undefined }],
  events: {
    'sideMenu.categoryChosen': [
      { type: 'sideMenu.categoryChosen', category: 'SLOT' },
      { type: 'sideMenu.categoryChosen', category: 'SPORTS' },
    ],
    'sideMenu.providerChosen': [{ type: 'sideMenu.providerChosen', provider: jili }],
    'sideMenu.sportChosen': [{ type: 'sideMenu.sportChosen', platform: 'SBO' }],
  },
  contextKey: (context) => context.category,
  actorResults: {
    fetchCategoryProviders: { done: [providers], error: [failure] },
  },
});
