import { defineFlow } from './lib/flow';
import { birthdayMachine } from './birthday';

export const birthdayFlow = defineFlow({
  name: 'birthday',
  summary: 'The birthday of the profile: chosen and saved once while unset, then locked.',
  machine: birthdayMachine,
  inputs: [
    { name: 'a player without a birthday', input: { remoteId: 'remote-1', dofb: null } },
    { name: 'a player whose birthday is set', input: { remoteId: 'remote-1', dofb: '1995-04-12' } },
  ],
  events: {
    'birthday.dateChosen': [{ type: 'birthday.dateChosen', date: '1995-04-12' }],
  },
  actorResults: {
    // The server's own words (server/i18n/messages/players.ts) for a date less than 18 years ago; the page
    // says its own "Failed to update DOFB" whatever the words.
    updateBirthday: { done: ['1995-04-12'], error: [{ kind: 'rejected', message: 'You must be at least 18 years old.' }, { kind: 'unreachable' }] },
  },
  // What is shown or sent matters, not the server's words of a failure.
  contextKey: (context) => ({ saved: context.dofb !== null, chosen: context.chosenDate !== null, problem: context.problem !== null }),
});
