import { depositMachine, type DepositChannel, type DepositContext, type DepositData, type DepositProblem, type WalletNumber } from '../../../machines/deposit';
import { defineChecklist } from '../../../machines/lib/flow';
import { formatTaka } from '../../../src/format/money';
// The deposit's English texts are an area's: registered as its page registers them.
import '../../../src/i18n/areaTexts';
import { depositProblemHtml } from '../../../src/features/deposit/problemHtml';
import { quoted, ui } from './ui';

const channelName = (channel: DepositChannel) => ui(channel.accountType === 'Agent' ? 'deposit.channel.Agent' : 'deposit.channel.Personal');

/**
 * The Error dialog's text per problem: the page's own (src/features/deposit/problemHtml.ts) as the
 * player reads it, without its markup (the phone problem is a link to the profile).
 */
function problemText(problem: DepositProblem): string {
  const html = depositProblemHtml(problem) ?? '';
  return html.replace(/<[^>]+>/g, '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}
/** What the form shows once loaded: the choices made so far, or the dialog on top. */
function formShows(context: DepositContext): string {
  if (context.problem) return `The ${quoted('funds.errorTitle')} dialog says '${problemText(context.problem)}'`;
  const promotion = context.promotions.find((entry) => entry.id === context.promotionId);
  const channel = context.channels.find((entry) => entry.id === context.channelId);
  const chosen = [
    `${quoted('deposit.promotion.label')}: ${promotion ? promotion.name : ui('deposit.promotion.none')}`,
    `${quoted('deposit.method.label')}: ${context.methodName ?? 'none chosen'}`,
    context.methodName ? `${quoted('deposit.channel.label')}: ${channel ? channelName(channel) : `${context.channels.map(channelName).join(' or ') || 'none'}, none chosen`}` : quoted('deposit.channel.chooseMethod'),
    `${quoted('deposit.amount.label')}: ${context.amount === '' ? 'empty' : context.amount}`,
  ];
  // The limit prompt (issue 24) sits above the form and does not block it.
  const above = context.limitPrompt ? `The prompt ${quoted('safer.deposit.prompt.title')} with ${quoted('safer.deposit.prompt.later')} shows above the form` : 'No dialog';
  return `${above}; the form shows ${chosen.join(', ')}`;
}

/** Which sample player the loaded data describes, as test data to prepare. */
function playerOf(data: DepositData): { precondition: string; situation?: string } {
  const pending = data.deposits.find((deposit) => deposit.pending);
  if (pending) return { precondition: `The player has a deposit of ${formatTaka(pending.amount)} still pending; only an extra phone is verified`, situation: 'deposit pending' };
  if (data.mainPhoneVerified === false && !data.extraPhonesVerified.some(Boolean)) return { precondition: 'None of the player’s phone numbers is verified', situation: 'phone not verified' };
  if (data.allowance) return { precondition: `The player has a daily deposit limit with ${formatTaka(data.allowance.left ?? 0)} left`, situation: 'deposit limit set' };
  return { precondition: `The player’s phone is verified, no deposit is pending and no deposit limit is set${data.limitPrompt ? ' (the limit prompt not yet answered)' : ''}` };
}

export const depositChecklist = defineChecklist(depositMachine, {
  subject: 'Deposit',
  open: 'Open /deposit',
  preconditions: {
    'a player on the mobile /deposit': 'Logged in as a player on a phone (mobile layout); bKash and Nagad are active, bonus "Welcome bonus" offered',
    'a player on the desktop funds screen': 'Logged in as a player on a desktop browser, the funds screen on its Deposit tab; bKash and Nagad are active',
    'back from /make-payment before the deadline': 'Logged in on a phone; the player chose Welcome bonus, bKash, Send Money and ১৫০০, went on to /make-payment and taps Back before the payment’s deadline',
    'back from /make-payment, the saved method no longer offered': 'As for Back from /make-payment, but the saved method (Rocket) has since been switched off',
    'a visit after the payment’s deadline': 'Logged in on a desktop browser; a deposit form was left for /make-payment and its deadline has passed',
  },
  events: {
    'deposit.promotionChosen': (event, context) =>
      `Under ${quoted('deposit.promotion.label')}, choose ${event.promotionId === null ? quoted('deposit.promotion.none') : `'${context.promotions.find((entry) => entry.id === event.promotionId)?.name ?? event.promotionId}'`}`,
    'deposit.methodChosen': (event) => `Under ${quoted('deposit.method.label')}, choose ${event.name}`,
    'deposit.channelChosen': (event, context) => {
      const channel = context.channels.find((entry) => entry.id === event.channelId);
      return `Under ${quoted('deposit.channel.label')}, choose ${channel ? `'${channelName(channel)}'` : 'the saved channel'}`;
    },
    'deposit.amountChanged': (event) => (event.value === '' ? `Clear ${quoted('deposit.amount.label')}` : `Type ${event.value} in ${quoted('deposit.amount.label')}`),
    'deposit.amountAdded': (event) => `Tap '+${event.value}' under ${quoted('deposit.amount.label')}`,
    'deposit.problemDismissed': () => `Close the ${quoted('funds.errorTitle')} dialog`,
    'deposit.limitPromptDismissed': () => `Tap ${quoted('safer.deposit.prompt.later')}`,
    'deposit.nextPressed': (_event, context) => `Tap ${context.preselectFirstPromotion ? quoted('deposit.submitDesktop') : quoted('deposit.next')}`,
  },
  actors: {
    loadDepositData: {
      done: (data: DepositData) => ({ action: 'Wait for the form to load', ...playerOf(data) }),
      error: () => ({ action: 'Wait for the form to load', precondition: 'The deposit options cannot load (switch the browser offline after the page opens)', situation: 'options fail to load' }),
    },
    loadChannels: {
      done: (channels: DepositChannel[]) => ({
        action: 'Wait for the channels',
        precondition: `bKash offers ${channels.map((channel) => channel.min !== null && channel.max !== null ? `${channelName(channel)} (${formatTaka(channel.min)} – ${formatTaka(channel.max)})` : channelName(channel)).join(' and ')}`,
      }),
      error: () => ({ action: 'Wait for the channels', precondition: 'The method’s channels cannot load (the method was switched off after the page opened)', situation: 'channels fail to load' }),
    },
    getWalletNumber: {
      done: (wallet: WalletNumber) => ({ action: 'Wait for the next page', precondition: `A wallet (${wallet.accountNumber}) is set up for bKash Send Money` }),
      error: () => ({ action: 'Wait for the answer', precondition: 'No wallet is set up for bKash Send Money', situation: 'no wallet' }),
    },
  },
  states: {
    loadingDepositData: `The form shows ${quoted('deposit.loading')}`,
    restoringDraft: null,
    'enteringDeposit.choosing': formShows,
    // The channels come within a moment; the tester checks the form once they are there.
    'enteringDeposit.loadingChannels': null,
    checkingDeposit: null,
    gettingWalletNumber: null,
    leftForPayment: (context) =>
      `/make-payment opens: ${quoted('makePayment.title', { method: context.methodName ?? '' })}, ${quoted('makePayment.accountNumber')} ${context.wallet?.accountNumber ?? ''} and ${quoted('makePayment.amount')} ${formatTaka(Number(context.amount))}`,
  },
});
