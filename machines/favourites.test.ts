import { createActor } from 'xstate';
import { favouritesMachine } from './favourites';
import { NotProvidedError } from './lib/unprovided';

function startFavourites() {
  const effects: string[] = [];
  const machine = favouritesMachine.provide({
    actions: {
      openExchange: (_, params: { exchangeToken: string }) => void effects.push(`openExchange ${params.exchangeToken}`),
      goToLogin: () => void effects.push('goToLogin'),
    },
  });
  return { actor: createActor(machine).start(), effects };
}

describe('favourites machine (spec 1 §4, Favourites click)', () => {
  it('sends a logged-in player to the exchange with the exchange token', () => {
    const { actor, effects } = startFavourites();
    actor.send({ type: 'favourites.itemChosen', player: { loggedIn: true, exchangeToken: 'ex-1' } });
    expect(actor.getSnapshot().value).toBe('openingExchange');
    expect(effects).toEqual(['openExchange ex-1']);
  });

  it('sends a visitor to /login', () => {
    const { actor, effects } = startFavourites();
    actor.send({ type: 'favourites.itemChosen', player: { loggedIn: false, exchangeToken: null } });
    expect(actor.getSnapshot().value).toBe('sendingToLogin');
    expect(effects).toEqual(['goToLogin']);
  });

  it('sends a player without an exchange token to /login rather than to a broken exchange link', () => {
    const { actor, effects } = startFavourites();
    actor.send({ type: 'favourites.itemChosen', player: { loggedIn: true, exchangeToken: '' } });
    expect(effects).toEqual(['goToLogin']);
  });

  it('fails loudly when the edge did not provide its navigation', () => {
    const actor = createActor(favouritesMachine);
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    actor.send({ type: 'favourites.itemChosen', player: { loggedIn: false, exchangeToken: null } });
    expect(errors[0]).toBeInstanceOf(NotProvidedError);
  });
});
