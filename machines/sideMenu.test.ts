import { createActor, fromPromise } from 'xstate';
import { MENU_SLIDE_MS, sideMenuMachine, toProvidersFailure, type CategoryProvider, type GameCategory } from './sideMenu';
import { NotProvidedError } from './lib/unprovided';

const jili: CategoryProvider = { platform: 'JILI', name: 'JILI', icon: '/storage/providers/jili.svg' };

function startMenu() {
  vi.useFakeTimers();
  const effects: string[] = [];
  const calls: { input: { category: GameCategory }; resolve: (value: CategoryProvider[]) => void; reject: (error: unknown) => void }[] = [];
  const machine = sideMenuMachine.provide({
    actors: {
      fetchCategoryProviders: fromPromise<CategoryProvider[], { category: GameCategory }>(({ input }) => new Promise((resolve, reject) => calls.push({ input, resolve, reject }))),
    },
    actions: {
      openProviderGames: (_, params) => void effects.push(`openProviderGames ${params.category} ${params.provider.platform}`),
      launchSport: (_, params) => void effects.push(`launchSport ${params.platform}`),
      logLoadFailure: (_, params) => void effects.push(`log ${params.message}`),
    },
  });
  const actor = createActor(machine).start();
  return { actor, effects, calls };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('side menu machine (spec 1 §2.3)', () => {
  it('opens on the Sports sub-menu and launches a sportsbook, closing the menu', () => {
    const { actor, effects } = startMenu();
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'sideMenu.opened' });
    expect(actor.getSnapshot().value).toEqual({ open: 'showingSports' });
    actor.send({ type: 'sideMenu.sportChosen', platform: 'SBO' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(effects).toEqual(['launchSport SBO']);
  });

  it('slides the content out for 500 ms when the category changes, then loads its providers', async () => {
    const { actor, calls, effects } = startMenu();
    actor.send({ type: 'sideMenu.opened' });
    actor.send({ type: 'sideMenu.categoryChosen', category: 'SLOT' });
    expect(actor.getSnapshot().value).toEqual({ open: 'switchingCategory' });
    vi.advanceTimersByTime(MENU_SLIDE_MS - 1);
    expect(actor.getSnapshot().value).toEqual({ open: 'switchingCategory' });
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toEqual({ open: 'loadingProviders' });
    expect(calls.map((call) => call.input)).toEqual([{ category: 'SLOT' }]);
    calls[0]?.resolve([jili]);
    await vi.waitFor(() => expect(actor.getSnapshot().value).toEqual({ open: 'showingProviders' }));
    expect(actor.getSnapshot().context.providers).toEqual([jili]);
    actor.send({ type: 'sideMenu.providerChosen', provider: jili });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(effects).toEqual(['openProviderGames SLOT JILI']);
  });

  it('logs a provider failure and lets the player choose again', async () => {
    const { actor, calls, effects } = startMenu();
    actor.send({ type: 'sideMenu.opened' });
    actor.send({ type: 'sideMenu.categoryChosen', category: 'CRASH' });
    vi.advanceTimersByTime(MENU_SLIDE_MS);
    calls[0]?.reject({ kind: 'failed', message: 'Network error' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toEqual({ open: 'providersUnavailable' }));
    expect(effects).toEqual(['log Network error']);
    actor.send({ type: 'sideMenu.categoryChosen', category: 'CRASH' });
    vi.advanceTimersByTime(MENU_SLIDE_MS);
    expect(calls).toHaveLength(2);
  });

  it('closes on the close button and on a followed link, keeping the category for next time', () => {
    const { actor } = startMenu();
    actor.send({ type: 'sideMenu.opened' });
    actor.send({ type: 'sideMenu.categoryChosen', category: 'SPORTS' });
    actor.send({ type: 'sideMenu.closed' });
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'sideMenu.opened' });
    actor.send({ type: 'sideMenu.linkFollowed' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.category).toBe('SPORTS');
  });

  it('reads failures as plain objects and lets a missing actor through', () => {
    expect(toProvidersFailure(new Error('boom'))).toEqual({ kind: 'failed', message: 'boom' });
    expect(toProvidersFailure('text')).toEqual({ kind: 'failed', message: 'text' });
    expect(() => toProvidersFailure(new NotProvidedError('sideMenu', 'actor', 'fetchCategoryProviders'))).toThrow(NotProvidedError);
  });
});
