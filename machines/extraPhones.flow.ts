import { defineFlow } from './lib/flow';
import { extraPhonesMachine, type ExtraPhone, type ExtraPhonesContext } from './extraPhones';

const none: ExtraPhone[] = [];
const oneUnverified: ExtraPhone[] = [{ number: '01812345678', verified: false }];
const twoPhones: ExtraPhone[] = [
  { number: '01812345678', verified: true },
  { number: '01912345678', verified: false },
];

/** What decides the next transitions: how many phones (below the limit or not) and whether the sample phone awaits verification. */
function decisive(context: ExtraPhonesContext) {
  return {
    belowLimit: context.phones.length < 2,
    sampleUnverified: context.phones.some((phone) => phone.number === '01812345678' && !phone.verified),
    popup: context.popup?.target ?? null,
  };
}

export const extraPhonesFlow = defineFlow({
  name: 'extraPhones',
  summary: 'The extra phones of the profile: the list, Add while there are fewer than 2, and a reload after each add or verify pop-up.',
  machine: extraPhonesMachine,
  inputs: [{ name: 'a player opening /profile', input: undefined }],
  events: {
    'extraPhones.verifyRequested': [{ type: 'extraPhones.verifyRequested', phone: '01812345678' }],
  },
  contextKey: decisive,
  actorResults: {
    loadExtraPhones: { done: [none, oneUnverified, twoPhones], error: [{ kind: 'failed' }] },
  },
});
