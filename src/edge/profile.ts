import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise, type ActorRefFrom, type InspectionEvent } from 'xstate';
import { profileMachine, profileVerificationWith, type ProfileEmitted, type ProfileUser } from '../../machines/profile';
import { inspectFlow } from './flowRecorder';
import { useRemoteId } from './session';
import { callApi } from './call';
import { addNumberActor, profileApi, remoteIdOf, sendCodeActor, verifyCodeActor } from './verification';

/** GET user/show for the profile; a failure is logged here, and the page says so (with Try again) until a load succeeds. */
export const loadUserActor = fromPromise<ProfileUser, { remoteId: string }>(({ input, signal }) =>
  callApi(
    profileApi,
    (failure) => {
      if (!signal.aborted) console.warn('The profile could not be loaded.', failure);
      return failure;
    },
    (api, client) => api.fetchUser(client, remoteIdOf(input.remoteId || null), signal),
  ),
);

/** The profile machine with its calls: the user, and each verification machine's add, send and check. */
export const profileMachineLive = profileMachine.provide({
  actors: {
    loadUser: loadUserActor,
    verification: profileVerificationWith({ addNumber: addNumberActor, sendCode: sendCodeActor, verifyCode: verifyCodeActor }),
  },
});

export type ProfileActor = ActorRefFrom<typeof profileMachine>;

const inspectProfile = inspectFlow('profile');
// The verification machines are the profile's children: recorded as the verification flow.
const isVerification = (inspection: InspectionEvent) => {
  const ref: object = inspection.actorRef;
  return 'id' in ref && typeof ref.id === 'string' && ref.id.startsWith('verification-');
};
const inspectVerifications = inspectFlow('verification', { of: isVerification });
const inspect = (inspection: InspectionEvent) => {
  inspectProfile(inspection);
  inspectVerifications(inspection);
};

/** The profile page's machine, for the player of the session: one per visit, its verification machines stopped with it. */
export function useProfileMachine() {
  const remoteId = useRemoteId();
  return useMachine(profileMachineLive, { input: { remoteId }, inspect });
}

/** Calls `handler` when the profile tells of a verified extra phone (the extra phones then load their list again). */
export function useOnExtraPhoneVerified(profile: ProfileActor, handler: (event: ProfileEmitted) => void) {
  useEffect(() => {
    const subscription = profile.on('profile.extraPhoneVerified', handler);
    return () => subscription.unsubscribe();
  }, [profile, handler]);
}
