import type { CategoryProvider } from '../../../machines/sideMenu';
import { categoryBarMachine, type CategoryBarContext } from '../../../machines/homeContent';
import { defineChecklist } from '../../../machines/lib/flow';
import { categoryLabels } from '../../../src/edge/sideMenu';
import { blockedCall } from './browserTab';
import { withoutBootData } from './pageBoot';
import { quoted } from './ui';

/** 'Game categories' on the phone's home (src/features/home/CategoryBar.tsx): the chosen category gold, its providers under the row. */
const bar = (context: CategoryBarContext, below: string) => `Under ${quoted('home.categories')} ${quoted(categoryLabels[context.category])} is gold; under the row ${below}`;

const providersOf = (providers: readonly CategoryProvider[]) =>
  providers.length === 0 ? quoted('menu.noProviders') : `its providers as buttons with their icons (${providers.map((provider) => provider.name).join(', ')} among them)`;

export const categoryBarChecklist = defineChecklist(categoryBarMachine, {
  subject: 'Home category bar',
  open: `Open / and scroll to ${quoted('home.categories')}`,
  preconditions: {
    // A stored session makes the browser draw the page itself (server/http/first-screen.ts: the cookie tp_render=client).
    'the home page opening': `Logged in as demoplayer1 / demo12345 on a phone (a player’s home is drawn by the browser); ${withoutBootData('the first category’s providers')}`,
    'opening a home page the server drew with the first category’s providers':
      'Logged out, in English, on a phone, in a fresh private window: the server draws the home with the first category’s providers (devtools › Network shows no /api/get-provider call)',
  },
  events: {
    'categoryBar.categoryChosen': (event) => `Tap ${quoted(categoryLabels[event.category])}`,
    // The bar's state stays: the page it was on is gone.
    'categoryBar.providerChosen': (event, context) => ({ action: `Tap ${event.provider.name}`, expected: `/games opens with ${event.provider.name}'s games of ${quoted(categoryLabels[context.category])}` }),
  },
  actors: {
    fetchCategoryProviders: {
      done: () => ({ action: 'Wait for the providers' }),
      error: () => ({ action: 'Wait for the providers', precondition: `Where the providers fail, their call is blocked (${blockedCall('/api/get-provider')})`, situation: 'providers fail' }),
    },
  },
  states: {
    starting: null,
    loadingProviders: (context) => bar(context, quoted('menu.providersLoading')),
    showingProviders: (context) => bar(context, providersOf(context.providers)),
    providersUnavailable: (context) => bar(context, `${quoted('menu.providersUnavailable')}; devtools › Console warns 'Loading failed: …'`),
  },
});
