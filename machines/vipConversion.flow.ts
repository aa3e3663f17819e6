import { defineFlow } from './lib/flow';
import { vipConversionMachine, vipAmountOf, MINIMUM_VIP_COINS, type ConversionFailure } from './vipConversion';

// The server's own words (server/i18n/messages/rewards.ts) for the 150 VP typed below; a refusal or a
// success without words is what the page must still handle from another answer (spec 2 §8).
const conversionFailures: ConversionFailure[] = [
  { kind: 'refused', message: 'Not enough VIP points: you have 0.00 VP and asked to convert 150.00 VP.' },
  { kind: 'refused', message: null },
  { kind: 'failed' },
];

export const vipConversionFlow = defineFlow({
  name: 'vipConversion',
  summary: 'The VIP page: the player’s VP polled every second, and converting VP to real money with the minimum of 10, a success animation and the Message dialog.',
  machine: vipConversionMachine,
  inputs: [{ name: 'a player opening /vip', input: undefined }],
  events: {
    'vip.amountChanged': [
      { type: 'vip.amountChanged', value: '9' },
      { type: 'vip.amountChanged', value: '150' },
    ],
  },
  actorResults: {
    fetchVipUser: { done: [{ username: 'demoplayer1', vipCoin: 420 }], error: [{ kind: 'failed' }] },
    convertVipCoins: { done: [{ message: 'Converted 150.00 VP to ৳150.00.' }, { message: null }], error: conversionFailures },
  },
  // Whether VP are known, whether the amount passes the minimum and what the dialog says make a state; the typed digits do not.
  contextKey: (context) => ({
    vipCoin: context.vipCoin !== null,
    amount: context.amount === '' ? 'empty' : vipAmountOf(context.amount) < MINIMUM_VIP_COINS ? 'belowMinimum' : 'enough',
    message: context.message,
  }),
});
