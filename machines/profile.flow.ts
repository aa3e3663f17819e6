import { defineFlow } from './lib/flow';
import { profileMachine, type ProfileContext, type ProfileUser } from './profile';

/** The second demo player as user/show answers (server/db/seed/players.ts): nothing verified, no birthday, no VP. */
const user: ProfileUser = {
  username: 'demoplayer2',
  name: 'Second Demo Player',
  phone: '01700000002',
  email: 'demo2@takaplay.example',
  phoneVerified: false,
  emailVerified: false,
  createdAt: '2026-11-01T00:00:00.000Z',
  dofb: null,
  vipCoin: 0,
};

/** What the page shows: a user or not, a failed load, which pop-up; the verification machines themselves are not the profile's states. */
function decisive(context: ProfileContext) {
  return { user: context.user !== null, loadFailed: context.loadFailed, popup: context.popup?.target ?? null };
}

export const profileFlow = defineFlow({
  name: 'profile',
  summary: 'The profile page: the player loaded (again after a verification or a saved birthday), and one verification machine per e-mail or phone for the whole visit.',
  machine: profileMachine,
  inputs: [{ name: 'a player opening /profile', input: { remoteId: 'r-1' } }],
  events: {
    'profile.verifyRequested': [
      { type: 'profile.verifyRequested', input: { target: 'email', contact: 'demo2@takaplay.example' } },
      { type: 'profile.verifyRequested', input: { target: 'extraPhone', contact: '01812345678' } },
    ],
    'profile.verified': [
      { type: 'profile.verified', verified: { target: 'email', contact: 'demo2@takaplay.example' } },
      { type: 'profile.verified', verified: { target: 'extraPhone', contact: '01812345678' } },
    ],
  },
  contextKey: decisive,
  actorResults: {
    loadUser: { done: [user], error: [{ kind: 'failed', message: null }] },
  },
});
