import { defineFlow } from './lib/flow';
import { gamesMachine, type GameListing, type GameProvider } from './games';

const providers: GameProvider[] = [
  { platform: 'JILI', name: 'JILI', icon: '/storage/providers/jili.svg', status: 'active' },
  { platform: 'PG', name: 'PG Soft', icon: null, status: 'maintenance' },
];

const games: GameListing[] = [
  { code: 'JILI-SLOT-001', name: 'Golden Empire', type: 'SLOT', platform: 'JILI', poster: '/storage/games/JILI-SLOT-001.svg' },
  { code: 'PG-SLOT-002', name: 'Fortune Tiger', type: 'SLOT', platform: 'PG', poster: null },
];

export const gamesFlow = defineFlow({
  name: 'games',
  summary: 'The games page: systems of the type, their providers, then the games of the selected providers, sorted by the server and searched locally.',
  machine: gamesMachine,
  inputs: [
    { name: 'a SLOT list from the side menu with JILI chosen', input: { type: 'SLOT', systems: ['JILI'], title: 'JILI' } },
    {
      name: 'a SLOT list with JILI chosen, opened on a page the server drew',
      input: { type: 'SLOT', systems: ['JILI'], title: 'JILI', cameWithPage: { systems: ['JILI', 'PG'], providers, games: games.filter((game) => game.platform === 'JILI') } },
    },
  ],
  events: {
    'games.providerToggled': [{ type: 'games.providerToggled', platform: 'PG' }],
    'games.sortChanged': [{ type: 'games.sortChanged', sort: 'aZ' }],
    'games.searchChanged': [{ type: 'games.searchChanged', search: 'golden' }],
  },
  actorResults: {
    fetchSystems: { done: [['JILI', 'PG']], error: [{ kind: 'failed', message: null }] },
    fetchProviders: { done: [providers, []], error: [{ kind: 'unexpected' }] },
    fetchGames: { done: [games], error: [{ kind: 'failed', message: 'Server trouble' }] },
  },
  // Search is local and changes no call, sort and games only change what the grid shows: what is loaded and chosen makes a state.
  contextKey: (context) => ({
    cameWithPage: context.listsCameWithPage,
    providers: context.providers.length > 0,
    selected: context.selected,
    providerError: context.providerError?.stage ?? null,
  }),
});
