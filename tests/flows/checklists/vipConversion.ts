import { defineChecklist } from '../../../machines/lib/flow';
import { realMoneyOf, vipAmountHint, vipConversionMachine, type ConversionFailure, type VipConversionContext } from '../../../machines/vipConversion';
import { formatTaka } from '../../../src/format/money';
// The VIP page's English texts are an area's: registered as its page registers them.
import '../../../src/i18n/areaTexts';
import { vipMessageText } from '../../../src/features/vip/texts';
import { overriddenAnswer, proxiedAnswer } from './devtools';
import { quoted } from './ui';

/** The VP card: 'Loading…' until the first poll answers, then the player's VP (which a case does not know). */
function totalPoints(context: VipConversionContext): string {
  return context.vipCoin === null ? `${quoted('vip.totalPoints')} shows ${quoted('vip.pointsLoading')}` : `${quoted('vip.totalPoints')} shows the player’s VP`;
}

/** The conversion form under 'Convert VP to Real Money': what 'VP' holds, its hint, and 'Real Money'. */
function formShows(context: VipConversionContext): string {
  const points = context.amount === '' ? `${quoted('vip.points')} is empty (${quoted('vip.pointsPlaceholder')})` : `${quoted('vip.points')}: ${context.amount}`;
  const hint = vipAmountHint(context.amount) ? ` with ${quoted('vip.hint.notEnoughPoints')} under it in red` : '';
  return `${totalPoints(context)}; ${points}${hint}, ${quoted('vip.realMoney')}: ${formatTaka(realMoneyOf(context.amount))}`;
}

function refused(failure: ConversionFailure) {
  const action = 'Wait for the answer';
  if (failure.kind === 'failed') {
    return { action, precondition: `Where the conversion fails, switch the browser offline right before tapping ${quoted('vip.convert')}`, situation: 'no connection' };
  }
  if (failure.message === null) {
    return { action, precondition: `Where the server refuses without words, ${proxiedAnswer('convert-vipcoin', 'a 422 whose body has success false and no message')}`, situation: 'refused without words' };
  }
  return { action, precondition: 'Where the conversion is refused, log in as demoplayer2 / demo12345 instead, who has no VP', situation: 'not enough VP' };
}

export const vipConversionChecklist = defineChecklist(vipConversionMachine, {
  subject: 'VIP conversion',
  open: 'Open /vip',
  preconditions: {
    // The demo player is seeded with 150 VP and earns more on the demo rounds: enough for a conversion of 150.
    'a player opening /vip': 'Logged in as demoplayer1 / demo12345, who has at least 150 VP',
  },
  events: {
    'vip.amountChanged': (event) => (event.value === '' ? `Clear ${quoted('vip.points')}` : `Type ${event.value} in ${quoted('vip.points')}`),
    'vip.convertRequested': () => `Tap ${quoted('vip.convert')}`,
    'vip.animationFinished': () => 'Wait a second',
    'vip.messageDismissed': () => `Tap ${quoted('vip.messageOk')} in the ${quoted('vip.messageTitle')} dialog`,
  },
  actors: {
    // The page asks for the VP every second by itself: the tester only waits.
    fetchVipUser: {
      done: () => ({ action: 'Wait for the VP to load' }),
      error: () => ({ action: `Switch the browser offline for two seconds, then back online (${quoted('vip.totalPoints')} keeps its number)`, situation: 'VP refresh fails' }),
    },
    convertVipCoins: {
      done: (answer: { message: string | null }) =>
        answer.message === null
          ? { action: 'Wait for the answer', precondition: `Where the server converts without words, ${overriddenAnswer('convert-vipcoin', 'a 200 whose body has success true and no message')}`, situation: 'converted without words' }
          : { action: 'Wait for the answer' },
      error: refused,
    },
  },
  delays: { vipUserPollInterval: 'Wait a second' },
  states: {
    // The VP card is part of every text of the conversion below: a poll alone changes nothing a case checks.
    'userPoll.loadingUser': null,
    'userPoll.awaitingNextPoll': null,
    'conversion.editing': formShows,
    'conversion.converting': (context) => `${totalPoints(context)}; ${quoted('vip.convert')} shows a spinner and ${quoted('vip.points')} (${context.amount}) cannot be changed`,
    'conversion.celebrating': () =>
      `A green check mark with ${quoted('vip.converted')} pops up, ${quoted('vip.points')} is empty; within a second ${quoted('vip.totalPoints')} goes down by the VP converted and the balance in the header goes up by as many taka`,
    'conversion.showingMessage': (context) =>
      // The dialog's words after a semicolon: a message may hold a colon, where a case's title would cut it.
      `${totalPoints(context)}; the ${quoted('vip.messageTitle')} dialog opens with ${quoted('vip.messageOk')}; it says '${context.message ? vipMessageText(context.message) : ''}'`,
  },
});

