import { defineChecklist } from '../../../machines/lib/flow';
import { sideMenuMachine, sportsPlatforms, type SideMenuContext } from '../../../machines/sideMenu';
import { categoryLabels } from '../../../src/edge/sideMenu';
import { blockedCall } from './browserTab';
import { quoted, ui } from './ui';

const categoryOf = (context: SideMenuContext) => quoted(categoryLabels[context.category]);
const inMenu = (context: SideMenuContext, content: string) => `The menu ${quoted('menu.title')} shows the categories, ${categoryOf(context)} marked; beside them ${content}`;

export const sideMenuChecklist = defineChecklist(sideMenuMachine, {
  subject: 'Side menu',
  open: 'Open /',
  preconditions: {
    // A sportsbook opens only for a player (src/edge/gameLaunch.ts): logged in, every case can be walked.
    'a closed menu': 'Logged in as demoplayer1 / demo12345 on a phone (the side menu is the phone’s)',
  },
  events: {
    'sideMenu.opened': () => `Tap ${quoted('header.openMenu')} (☰)`,
    'sideMenu.closed': () => `Tap ${quoted('menu.close')} (×)`,
    // The menu closes after each of these: where it led is said with the tap.
    'sideMenu.linkFollowed': () => `Tap ${quoted('nav.promotions')} (/promotions opens)`,
    'sideMenu.categoryChosen': (event) => `Tap ${quoted(categoryLabels[event.category])}`,
    'sideMenu.providerChosen': (event, context) => `Tap ${event.provider.name} (/games opens with ${event.provider.name}’s ${ui(categoryLabels[context.category]).toLowerCase()} games)`,
    'sideMenu.sportChosen': (event) => `Tap ${quoted(`menu.sport.${event.platform}`)} (/gamerun opens the sportsbook)`,
  },
  actors: {
    fetchCategoryProviders: {
      done: () => ({ action: 'Wait for the providers' }),
      error: () => ({ action: 'Wait for the providers', precondition: `The providers cannot load (${blockedCall('/api/get-provider')})`, situation: 'providers fail' }),
    },
  },
  delays: { menuSlide: 'Wait half a second' },
  states: {
    closed: `The menu is closed; the header shows ${quoted('header.openMenu')} (☰)`,
    'open.choosingContent': null,
    // The content slides out and back in 500 ms: the tester checks it once it is in.
    'open.switchingCategory': null,
    'open.showingSports': (context) => inMenu(context, `${quoted('nav.exchange')} and the sportsbooks ${sportsPlatforms.map((platform) => quoted(`menu.sport.${platform}`)).join(', ')}`),
    'open.loadingProviders': (context) => inMenu(context, quoted('menu.providersLoading')),
    'open.showingProviders': (context) =>
      inMenu(context, context.providers.length === 0 ? quoted('menu.noProviders') : `its providers with their icons: ${context.providers.map((provider) => provider.name).join(', ')}`),
    'open.providersUnavailable': (context) => inMenu(context, quoted('menu.providersUnavailable')),
  },
});
