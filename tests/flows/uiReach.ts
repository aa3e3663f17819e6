import { getInitialSnapshot, getNextSnapshot, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate';
import { accountBreakMachine, isUntilInRange, periodsOf, toBreakFailure, type AccountBreakContext, type AccountBreakEvent } from '../../machines/accountBreak';
import { birthdayMachine, type BirthdayContext, type BirthdayEvent } from '../../machines/birthday';
import { breakReturnMachine } from '../../machines/breakReturn';
import { chatMachine, type ChatContext, type ChatEvent } from '../../machines/chat';
import { categoryBarMachine, homeContentMachine } from '../../machines/homeContent';
import { betSlipMachine, type BetSlipContext, type BetSlipEvent } from '../../machines/betSlip';
import { depositMachine, type DepositContext, type DepositInput } from '../../machines/deposit';
import { extraPhonesMachine } from '../../machines/extraPhones';
import { exchangeAccountMachine } from '../../machines/exchangeAccount';
import { exchangeHeaderMachine, type ExchangeHeaderContext, type ExchangeHeaderEvent } from '../../machines/exchangeHeader';
import { memberAreaMachine, type MemberAreaContext, type MemberAreaEvent, type VipRecordsPage } from '../../machines/memberArea';
import { multiMarketsMachine, type MultiMarketsContext, type MultiMarketsEvent } from '../../machines/multiMarkets';
import { oddsViewMachine, type OddsViewContext, type OddsViewEvent, type OddsViewInput } from '../../machines/oddsView';
import { oddsViewFlow } from '../../machines/oddsView.flow';
import { pageLoadingMachine, type PageLoadingContext } from '../../machines/pageLoading';
import type { OpenBetsInput } from '../../machines/openBets';
import { inboxMachine, type InboxContext, type InboxEvent, type InboxInput } from '../../machines/inbox';
import { inplayListMachine, type InplayListContext } from '../../machines/inplayList';
import { gameLaunchMachine, type GameLaunchEvent } from '../../machines/gameLaunch';
import { gamesMachine } from '../../machines/games';
import { sideMenuMachine } from '../../machines/sideMenu';
import { promotionsMachine } from '../../machines/promotions';
import { copiedValueOf, makePaymentMachine, type MakePaymentContext, type MakePaymentEvent, type MakePaymentInput, type SubmitFailure } from '../../machines/makePayment';
import { makePaymentFlow } from '../../machines/makePayment.flow';
import { profileMachine, verificationKeyOf, type ProfileContext, type ProfileEvent } from '../../machines/profile';
import { referralMachine, type ReferralContext, type ReferralEvent } from '../../machines/referral';
import { defaultFiltersOf, recordFiltersMachine, rowsOf, type RecordFilters, type RecordList, type RecordsAnswer } from '../../machines/recordFilters';
import { realityCheckMachine, shownIntervalOf, type RealityCheckContext, type RealityCheckEvent } from '../../machines/realityCheck';
import { saferLimitsMachine, type SaferLimitsContext, type SaferLimitsEvent } from '../../machines/saferLimits';
import { signupStepsMachine } from '../../machines/signupSteps';
import { verificationMachine, type VerificationContext, type VerificationEvent, type VerificationInput } from '../../machines/verification';
import { vipConversionMachine } from '../../machines/vipConversion';
import { enabledEvents, type FlowPath } from './paths';
import type { LoginFailure } from '../../machines/login';
import { withdrawalMachine, withdrawalPhaseOf, type WithdrawalContext, type WithdrawalInput } from '../../machines/withdrawal';

/**
 * Which generated paths a player can walk in the browser, where the model allows more: the browser
 * model tests (tests/e2e/*.model.spec.ts) drive the paths covering these, and so do the manual
 * checklists (tests/flows/checklist.ts). Kept free of Playwright so both can import it.
 */

/**
 * Whether the player can cause this event at this point: a radio already chosen, an option
 * already selected or a value already typed fires nothing, and a dialog cannot be closed that is
 * not open. The loader turns each failed load into an empty part, so loadDepositData never fails.
 */
function possibleInTheUi(context: DepositContext, event: EventObject): boolean {
  switch (event.type) {
    case 'deposit.methodChosen': {
      const { name } = event as EventObject & { name: string };
      return name !== context.methodName && context.methods.some((method) => method.name === name);
    }
    case 'deposit.channelChosen': {
      const { channelId } = event as EventObject & { channelId: number };
      return channelId !== context.channelId && context.channels.some((channel) => channel.id === channelId);
    }
    case 'deposit.promotionChosen': {
      const { promotionId } = event as EventObject & { promotionId: number | null };
      return promotionId !== context.promotionId && (promotionId === null || context.promotions.some((promotion) => promotion.id === promotionId));
    }
    case 'deposit.amountChanged':
      return (event as EventObject & { value: string }).value !== context.amount;
    case 'deposit.problemDismissed':
      return context.problem !== null;
    case 'deposit.limitPromptDismissed':
      return context.limitPrompt;
    case 'xstate.error.actor.loadDepositData':
      return false;
    default:
      return true;
  }
}

type Possible<TContext> = (context: TContext, event: EventObject, snapshot: AnyMachineSnapshot) => boolean;

/** How many steps of a path the player can walk, from its start, by the machine's own steps. */
function walkableSteps<TContext>(machine: AnyStateMachine, possible: Possible<TContext>, path: FlowPath): number {
  let snapshot: AnyMachineSnapshot = getInitialSnapshot(machine, path.input);
  for (const [index, step] of path.steps.entries()) {
    if (step.event.type === 'xstate.init') continue;
    if (!possible(snapshot.context as TContext, step.event, snapshot)) return index;
    snapshot = getNextSnapshot(machine, snapshot, step.event as never);
  }
  return path.steps.length;
}

/** Whether the player can cause every event of the path where it comes. */
function walkable<TContext>(machine: AnyStateMachine, possible: Possible<TContext>, path: FlowPath): boolean {
  return walkableSteps(machine, possible, path) === path.steps.length;
}

/**
 * The part of each path the player can walk, up to its first impossible event: generation keeps only the
 * longest of paths sharing a start, so dropping a path whole would lose the walkable paths inside it. For
 * the flows only the manual checklists walk (the browser model tests drop such paths instead).
 */
function walkableParts<TContext>(machine: AnyStateMachine, possible: Possible<TContext>, paths: FlowPath[]): FlowPath[] {
  return paths.flatMap((path) => {
    const length = walkableSteps(machine, possible, path);
    if (length === path.steps.length) return [path];
    return path.steps.slice(0, length).some((step) => step.event.type !== 'xstate.init') ? [{ ...path, steps: path.steps.slice(0, length) }] : [];
  });
}

/** The generated paths a player can actually walk on the mobile /deposit page. */
export function depositPathsPossibleInTheUi(paths: FlowPath[]): FlowPath[] {
  // A form saved for Back (issue 22) is restored from session storage against the clock: driven in the
  // browser component test tests/components/deposit.browser.test.tsx, not from a fresh page here.
  return paths.filter((path) => !(path.input as DepositInput).draft && walkable(depositMachine, possibleInTheUi, path));
}

/**
 * On /make-payment: the phones arrive before a person can act (then the first one is chosen); a notice
 * or the Error dialog cannot be closed that is not shown, a receipt not reset that is not chosen, a phone
 * chosen that the selector does not list or already shows, nor a value typed that is there already; a
 * refused copy needs something to copy; a payment of nothing (made only to test the copy buttons) is
 * never sent; and the server takes a deposit only with its receipt, refusing it without (the sample refusal).
 */
function possibleOnMakePayment(context: MakePaymentContext, event: EventObject, snapshot: AnyMachineSnapshot): boolean {
  const sent = event as MakePaymentEvent;
  if (sent.type.startsWith('makePayment.') && snapshot.matches({ paying: { phones: 'loadingPhones' } })) return false;
  if (event.type === 'xstate.done.actor.submitDeposit') return context.receipt !== null;
  if (event.type === 'xstate.error.actor.submitDeposit') return (event as EventObject & { error: SubmitFailure }).error.kind !== 'rejected' || context.receipt === null;
  switch (sent.type) {
    case 'makePayment.noticeDismissed':
      return context.notice !== null;
    case 'makePayment.failureDismissed':
      return context.failure !== null;
    case 'makePayment.receiptCleared':
      return context.receipt !== null;
    case 'makePayment.phoneChosen':
      return sent.phone !== context.phone && context.phones.includes(sent.phone);
    case 'makePayment.transactionIdChanged':
      return sent.value !== context.transactionId;
    case 'makePayment.copyFailed':
      return copiedValueOf(context, sent.field) !== '';
    case 'makePayment.submitted':
      return (context.payment?.amount ?? 0) > 0;
    default:
      return true;
  }
}

/**
 * The server takes a deposit only with its receipt (server/funds/receipts.ts), which the model's faked
 * submission does not ask for: where a path's submission is answered (taken, or lost on the way) without
 * a receipt chosen, the player chooses the flow's sample picture just before tapping Submit.
 */
function withReceiptWhereSent(path: FlowPath): FlowPath {
  const picture = makePaymentFlow.events?.['makePayment.receiptChosen']?.[0];
  if (!picture) return path;
  const steps: FlowPath['steps'] = [];
  let snapshot: AnyMachineSnapshot = getInitialSnapshot(makePaymentMachine, path.input as MakePaymentInput);
  path.steps.forEach((step, index) => {
    if (step.event.type === 'makePayment.submitted' && (snapshot.context as MakePaymentContext).receipt === null) {
      const answer = path.steps.slice(index + 1).find((later) => later.event.type.endsWith('.actor.submitDeposit') || later.event.type === 'makePayment.submitted');
      const sent = answer?.event.type === 'xstate.done.actor.submitDeposit' || (answer?.event.type === 'xstate.error.actor.submitDeposit' && (answer.event as EventObject & { error: SubmitFailure }).error.kind === 'failed');
      if (sent) {
        snapshot = getNextSnapshot(makePaymentMachine, snapshot, picture as never);
        steps.push({ event: picture, value: snapshot.value });
      }
    }
    if (step.event.type !== 'xstate.init') snapshot = getNextSnapshot(makePaymentMachine, snapshot, step.event as never);
    steps.push(step);
  });
  return { ...path, steps };
}

export function makePaymentPathsPossibleInTheUi(paths: FlowPath[]): FlowPath[] {
  return walkableParts(makePaymentMachine, possibleOnMakePayment, paths.map(withReceiptWhereSent));
}

/**
 * In the odds view a price moves on screen only to another value than the slip shows (a poll that
 * changes nothing sends nothing), and 'Take …' shows only after a refusal that names a new price.
 */
export function betSlipPathsPossibleInTheUi(paths: FlowPath[]): FlowPath[] {
  const possible = (context: BetSlipContext, event: EventObject) => {
    if (event.type === 'slip.newPriceTaken') return context.failure?.kind === 'refused' && context.failure.newPrice !== null;
    if (event.type !== 'slip.priceMoved') return true;
    const { odds, run } = event as Extract<BetSlipEvent, { type: 'slip.priceMoved' }>;
    return context.selection !== null && (odds !== context.selection.odds || run !== context.selection.run);
  };
  return walkableParts(betSlipMachine, possible, paths);
}

/** The same events, the state value after each recomputed by the machine. */
function rewalked(machine: AnyStateMachine, path: FlowPath, events: EventObject[]): FlowPath {
  let snapshot: AnyMachineSnapshot = getInitialSnapshot(machine, path.input);
  const steps = events.map((event) => {
    if (event.type !== 'xstate.init') snapshot = getNextSnapshot(machine, snapshot, event as never);
    return { event, value: snapshot.value };
  });
  return { ...path, steps };
}

/**
 * On /register's step 2 the player waits for the captcha picture before filling in (its digits are in
 * it): where a path fills in while the picture loads, the picture's answer comes first.
 */
function captchaFirst(path: FlowPath): FlowPath {
  const events = path.steps.map((step) => step.event);
  let snapshot: AnyMachineSnapshot = getInitialSnapshot(signupStepsMachine, path.input);
  for (let index = 0; index < events.length; index++) {
    const event = events[index] as EventObject;
    if (event.type.startsWith('signupSteps.') && snapshot.matches({ personalDetails: 'loadingCaptcha' })) {
      const answer = events.findIndex((later, at) => at > index && later.type.endsWith('.actor.fetchCaptcha'));
      if (answer > index) {
        const [picture] = events.splice(answer, 1);
        if (picture) events.splice(index, 0, picture);
      }
    }
    const current = events[index] as EventObject;
    if (current.type !== 'xstate.init') snapshot = getNextSnapshot(signupStepsMachine, snapshot, current as never);
  }
  return rewalked(signupStepsMachine, path, events);
}

export function signupStepsPathsPossibleInTheUi(paths: FlowPath[]): FlowPath[] {
  const possible = (_context: unknown, event: EventObject, snapshot: AnyMachineSnapshot) => !(event.type.startsWith('signupSteps.') && snapshot.matches({ personalDetails: 'loadingCaptcha' }));
  return walkableParts(signupStepsMachine, possible, paths.map(captchaFirst));
}

/** The tab's visibility is not driven in the browser (machines/paymentRequest.test.ts covers it). */
export function paymentRequestPathsPossibleInTheUi(paths: FlowPath[]): FlowPath[] {
  return paths.filter((path) => path.steps.every((step) => step.event.type !== 'page.hidden' && step.event.type !== 'page.shown'));
}

/**
 * On /vip the VP poll answers in a moment and asks again a second later: a player types, taps or closes
 * the dialog while the poll waits for its next round, not during its call.
 */
export function vipConversionPathsPossibleInTheUi(paths: FlowPath[]): FlowPath[] {
  const possible = (_context: unknown, event: EventObject, snapshot: AnyMachineSnapshot) => !(event.type.startsWith('vip.') && event.type !== 'vip.animationFinished' && snapshot.matches({ userPoll: 'loadingUser' }));
  return walkableParts(vipConversionMachine, possible, paths);
}

/**
 * On /safer-gambling each section offers only its own periods, a radio already chosen or a tick already
 * set fires nothing, the date picker shows only for 'Until a date' and offers only the days from tomorrow
 * to 6 weeks on, and only the self-exclusion has the 'I understand' tick.
 */
export function accountBreakPathsPossibleInTheUi(paths: FlowPath[]): FlowPath[] {
  const possible = (context: AccountBreakContext, event: EventObject) => {
    const sent = event as AccountBreakEvent;
    switch (sent.type) {
      case 'accountBreak.periodChosen':
        return sent.period !== context.period && periodsOf(context.kind).includes(sent.period);
      case 'accountBreak.untilChanged':
        return context.period === 'until' && sent.value !== context.until && isUntilInRange(sent.value, context.today);
      case 'accountBreak.understoodChanged':
        return context.kind === 'self_exclusion' && sent.value !== context.understood;
      case 'accountBreak.passwordChanged':
        return sent.value !== context.password;
      default:
        // Only the self-exclusion's call asks whether the statement was understood.
        return !(event.type === 'xstate.error.actor.startBreak' && toBreakFailure((event as EventObject & { error: unknown }).error).kind === 'notUnderstood' && context.kind !== 'self_exclusion');
    }
  };
  return walkableParts(accountBreakMachine, possible, paths);
}

/** The restricted-account notice shows Ask to return or Confirm my return only where the machine takes it. */
export function breakReturnPathsPossibleInTheUi(paths: FlowPath[]): FlowPath[] {
  const possible = (_context: unknown, event: EventObject, snapshot: AnyMachineSnapshot) => !event.type.startsWith('breakReturn.') || snapshot.can(event as never);
  return walkableParts(breakReturnMachine, possible, paths);
}

/**
 * In the deposit limits editor a value already typed fires nothing, Confirm is enabled only once the
 * change's 24 hours are over, Cancel change shows only under a pending change, and only a shown notice
 * or message closes.
 */
export function saferLimitsPathsPossibleInTheUi(paths: FlowPath[]): FlowPath[] {
  const possible = (context: SaferLimitsContext, event: EventObject, snapshot: AnyMachineSnapshot) => {
    const sent = event as SaferLimitsEvent;
    switch (sent.type) {
      case 'limits.amountTyped':
        return sent.value !== context.fields[sent.period];
      case 'limits.confirmPressed':
      case 'limits.cancelPressed':
        return snapshot.can(sent);
      case 'limits.noticeDismissed':
        return context.notice !== null || context.problem !== null;
      default:
        return true;
    }
  };
  return walkableParts(saferLimitsMachine, possible, paths);
}

/**
 * The reality-check control is disabled until the session's status has loaded and while it saves, the
 * check's dialog covers it, tapping the interval already chosen fires nothing, and a save answers the
 * interval sent.
 */
export function realityCheckPathsPossibleInTheUi(paths: FlowPath[]): FlowPath[] {
  const possible = (context: RealityCheckContext, event: EventObject, snapshot: AnyMachineSnapshot) => {
    // The server saves the interval it was sent.
    if (event.type === 'xstate.done.actor.saveInterval') return (event as EventObject & { output: unknown }).output === context.savingInterval;
    if (event.type !== 'realityCheck.intervalChosen') return true;
    const { minutes } = event as Extract<RealityCheckEvent, { type: 'realityCheck.intervalChosen' }>;
    return context.startedAt !== null && context.savingInterval === null && minutes !== shownIntervalOf(context) && !snapshot.matches({ running: 'showing' });
  };
  return walkableParts(realityCheckMachine, possible, paths);
}

/**
 * In the verification pop-up Send Code and Confirm are disabled where the machine would not take them
 * (no number, no code), and a value already typed fires nothing.
 */
export function verificationPathsPossibleInTheUi(paths: FlowPath[]): FlowPath[] {
  const possible = (context: VerificationContext, event: EventObject, snapshot: AnyMachineSnapshot) => {
    const sent = event as VerificationEvent;
    switch (sent.type) {
      // Nor does a person tap one button during the other's call, which takes a moment.
      case 'verification.codeRequested':
        return snapshot.can(sent) && !snapshot.matches({ codeSent: { code: 'verifyingCode' } });
      case 'verification.codeSubmitted':
        return snapshot.can(sent) && !snapshot.matches({ codeSent: { resend: 'resendingCode' } });
      case 'verification.contactChanged':
        return sent.value !== context.contact;
      case 'verification.codeChanged':
        return sent.value !== context.code;
      default:
        return true;
    }
  };
  return walkableParts(verificationMachine, possible, paths);
}

/**
 * Under 'Other Phone Numbers', Add shows only below the limit and Verify only beside an unverified number;
 * Try again only after a failed load.
 */
export function extraPhonesPathsPossibleInTheUi(paths: FlowPath[]): FlowPath[] {
  const possible = (_context: unknown, event: EventObject, snapshot: AnyMachineSnapshot) => {
    if (event.type === 'extraPhones.reloadRequested') return snapshot.matches('loadFailed');
    return !event.type.startsWith('extraPhones.') || snapshot.can(event as never);
  };
  return walkableParts(extraPhonesMachine, possible, paths);
}

/** On the birthday form Save is disabled without a date, the Error dialog closes only when shown, and a date already picked fires nothing. */
export function birthdayPathsPossibleInTheUi(paths: FlowPath[]): FlowPath[] {
  const possible = (context: BirthdayContext, event: EventObject, snapshot: AnyMachineSnapshot) => {
    const sent = event as BirthdayEvent;
    switch (sent.type) {
      case 'birthday.saved':
        return snapshot.can(sent);
      case 'birthday.problemDismissed':
        return context.problem !== null;
      case 'birthday.dateChosen':
        return (sent.date.trim() === '' ? null : sent.date) !== context.chosenDate;
      default:
        return true;
    }
  };
  return walkableParts(birthdayMachine, possible, paths);
}

/**
 * On /profile nothing is tapped before the player has loaded but Try again after a failed load; Verify
 * shows beside an unverified contact, the birthday saves (and reloads) only while unset, a pop-up
 * closes or reports a verification only while open; and the one sample player answers the first load
 * only, not a load after a change.
 */
export function profilePathsPossibleInTheUi(paths: FlowPath[]): FlowPath[] {
  const possible = (context: ProfileContext, event: EventObject) => {
    const sent = event as ProfileEvent;
    const { user } = context;
    if (event.type === 'xstate.done.actor.loadUser') return user === null;
    if (!sent.type.startsWith('profile.')) return true;
    if (!user) return sent.type === 'profile.reloadRequested' && context.loadFailed;
    const opened = (input: VerificationInput) => verificationKeyOf(input) in context.verifications;
    switch (sent.type) {
      case 'profile.reloadRequested':
        return user.dofb === null;
      case 'profile.verifyRequested': {
        const { target, contact } = sent.input;
        if (target === 'email') return !user.emailVerified && contact === user.email;
        if (target === 'phone') return !user.phoneVerified && contact === user.phone;
        return true;
      }
      case 'profile.popupClosed':
        return context.popup !== null || Object.keys(context.verifications).some((key) => !key.startsWith('email:') && !key.startsWith('phone:'));
      case 'profile.verified':
        return sent.verified.target === 'email' || sent.verified.target === 'phone' ? context.popup !== null && verificationKeyOf(context.popup) === verificationKeyOf(sent.verified) : opened(sent.verified);
    }
  };
  return walkableParts(profileMachine, possible, paths);
}

/**
 * On /exchange-account a tap that would change nothing sends nothing (the period or page already shown, a
 * menu item from a section), and a section is left only for the menu: the browser's history alternates
 * menu and section (the back link pushes the menu, a period replaces the address), so Back and Forward
 * never go from one section straight to another.
 */
export function exchangeAccountPathsPossibleInTheUi(paths: FlowPath[]): FlowPath[] {
  const possible = (_context: unknown, event: EventObject, snapshot: AnyMachineSnapshot) => snapshot.can(event) && !(event.type === 'exchangeAccount.sectionChosen' && snapshot.matches('section'));
  return walkableParts(exchangeAccountMachine, possible, paths);
}

/** An event the machine takes; one from the page (not a call's answer or a timer) is a person's. */
const isPersonal = (event: EventObject) => !event.type.startsWith('xstate.');

/**
 * The exchange header's figures arrive (or fail, when devtools blocks them) before a person can act, and
 * nobody taps a header or places a bet in a tab that is hidden; a tab already shown cannot be shown again;
 * and a matched bet lowers the balance the header shows by its stake (the flow's one sample announces the
 * same balance every time).
 */
export function exchangeHeaderPathsPossibleInTheUi(paths: FlowPath[]): FlowPath[] {
  const calling = ['loadingSummary', 'refreshingSummary'].map((state) => ({ summary: { active: state } }));
  const possible = (context: ExchangeHeaderContext, event: EventObject, snapshot: AnyMachineSnapshot) =>
    snapshot.can(event) &&
    !(event.type === 'exchangeHeader.betMatched' && context.summary !== null && (event as ExchangeHeaderEvent & { balance: number }).balance >= context.summary.balance) &&
    !(isPersonal(event) && (calling.some((state) => snapshot.matches(state)) || (event.type !== 'page.shown' && snapshot.matches({ summary: 'paused' }))));
  return walkableParts(exchangeHeaderMachine, possible, paths);
}

/**
 * Pins are pressed on the In-Play and Sports lists, unpinned on the Multi Markets page's cards; nothing is
 * tapped in a hidden tab nor before the prices answer; and Multi Markets opens in a background tab only as a
 * new tab, whose machine starts from the stored pins with no prices: only where this one has none either.
 */
export function multiMarketsPathsPossibleInTheUi(paths: FlowPath[]): FlowPath[] {
  const possible = (context: MultiMarketsContext, event: EventObject, snapshot: AnyMachineSnapshot) => {
    const sent = event as MultiMarketsEvent;
    if (!snapshot.can(event) || (snapshot.matches({ prices: { watching: 'loadingPrices' } }) && isPersonal(event))) return false;
    switch (sent.type) {
      case 'multiMarkets.pinToggled':
        return snapshot.matches({ prices: 'notWatching' });
      case 'multiMarkets.unpinned':
        return snapshot.matches({ prices: 'watching' }) && context.pins.some((pin) => pin.marketId === sent.marketId);
      case 'multiMarkets.viewOpened':
        return !sent.hidden || (!context.loaded && !context.failed && Object.keys(context.prices).length === 0);
      case 'multiMarkets.viewClosed':
        return snapshot.matches({ prices: 'watching' });
      default:
        return true;
    }
  };
  return walkableParts(multiMarketsMachine, possible, paths);
}

/**
 * The In-Play page's list: its calls answer before a person can act, nobody taps in a hidden tab, a search
 * typed is another text; and it has no sport tabs (the Sports page's are another page's list).
 */
export function inplayListPathsPossibleInTheUi(paths: FlowPath[]): FlowPath[] {
  const calling = ['loadingEvents', 'loadingInPlay'].map((state) => ({ active: state }));
  const possible = (context: InplayListContext, event: EventObject, snapshot: AnyMachineSnapshot) => {
    if (!snapshot.can(event) || event.type === 'inplayList.sportChosen') return false;
    if (event.type === 'inplayList.searchChanged' && (event as EventObject & { search: string }).search === context.search) return false;
    return !(isPersonal(event) && (calling.some((state) => snapshot.matches(state)) || (event.type !== 'page.shown' && snapshot.matches('paused'))));
  };
  return walkableParts(inplayListMachine, possible, paths);
}

/**
 * A game's tile asks on /games: a visitor cannot become a player there (or back) without leaving the page,
 * as the browser model test has it (tests/e2e/gameLaunch.model.spec.ts), and once /login or /gamerun
 * opened, the page that asked is gone.
 */
export function gameLaunchPathsPossibleInTheUi(paths: FlowPath[]): FlowPath[] {
  const loggedIn = (event: EventObject) => (event as Extract<GameLaunchEvent, { type: 'gameLaunch.requested' }>).player.loggedIn;
  return paths.flatMap((path) => {
    const first = path.steps.find((step) => step.event.type === 'gameLaunch.requested');
    const possible = (_context: unknown, event: EventObject, snapshot: AnyMachineSnapshot) =>
      !snapshot.matches('sentToLogin') && !snapshot.matches('gameOpened') && (event.type !== 'gameLaunch.requested' || !first || loggedIn(event) === loggedIn(first.event));
    return walkableParts(gameLaunchMachine, possible, [path]);
  });
}

/** On /games the lists answer before a person can act, and a tap that changes nothing sends nothing. */
export function gamesPathsPossibleInTheUi(paths: FlowPath[]): FlowPath[] {
  const calling = ['loadingSystems', 'loadingProviders', { browsing: 'loadingGames' }];
  const possible = (context: { search: string }, event: EventObject, snapshot: AnyMachineSnapshot) =>
    snapshot.can(event) &&
    !(event.type === 'games.searchChanged' && (event as EventObject & { search: string }).search === context.search) &&
    !(isPersonal(event) && calling.some((state) => snapshot.matches(state)));
  return walkableParts(gamesMachine, possible, paths);
}

/** The side menu's providers answer, and its content slides back, before a person taps again. */
export function sideMenuPathsPossibleInTheUi(paths: FlowPath[]): FlowPath[] {
  const moving = [{ open: 'switchingCategory' }, { open: 'loadingProviders' }];
  const possible = (_context: unknown, event: EventObject, snapshot: AnyMachineSnapshot) => snapshot.can(event) && !(isPersonal(event) && moving.some((state) => snapshot.matches(state)));
  return walkableParts(sideMenuMachine, possible, paths);
}

/**
 * In the support chat the links to the list, a conversation or a new chat open another page, which starts
 * its own chat (a case starts there instead); Send is enabled only where the machine sends, the message
 * box takes text only beside the messages, and a text already typed fires nothing.
 */
export function chatPathsPossibleInTheUi(paths: FlowPath[]): FlowPath[] {
  const possible = (context: ChatContext, event: EventObject, snapshot: AnyMachineSnapshot) => {
    const sent = event as ChatEvent;
    switch (sent.type) {
      case 'chat.conversationOpened':
      case 'chat.newConversationStarted':
      case 'chat.listOpened':
        return false;
      case 'chat.draftChanged':
        return snapshot.can(sent) && sent.value !== context.draft;
      default:
        return !isPersonal(event) || snapshot.can(event);
    }
  };
  return walkableParts(chatMachine, possible, paths);
}

/**
 * On the phone's home the footer shows once the banners have come (or failed): a tester sees its details
 * arrive, or not, only after the banners' answer (the calls all answer in a moment, in any order).
 */
export function homeContentPathsPossibleInTheUi(paths: FlowPath[]): FlowPath[] {
  const possible = (_context: unknown, event: EventObject, snapshot: AnyMachineSnapshot) => !event.type.endsWith('.actor.fetchSiteDetails') || snapshot.matches({ banners: 'settled' });
  return walkableParts(homeContentMachine, possible, paths);
}

/** On the home's category bar the providers answer before a person taps again. */
export function categoryBarPathsPossibleInTheUi(paths: FlowPath[]): FlowPath[] {
  const possible = (_context: unknown, event: EventObject, snapshot: AnyMachineSnapshot) => snapshot.can(event) && !(isPersonal(event) && snapshot.matches('loadingProviders'));
  return walkableParts(categoryBarMachine, possible, paths);
}

/** On /promotions the list and a promotion's details answer before a person taps again; Details are on listed cards only. */
export function promotionsPathsPossibleInTheUi(paths: FlowPath[]): FlowPath[] {
  const calling = ['loadingPromotions', { showingPromotions: 'loadingDetails' }];
  const possible = (_context: unknown, event: EventObject, snapshot: AnyMachineSnapshot) => snapshot.can(event) && !(isPersonal(event) && calling.some((state) => snapshot.matches(state)));
  return walkableParts(promotionsMachine, possible, paths);
}

/** The open bets column is drawn only in an event's odds view (src/features/odds-view/OddsViewScreen.tsx). */
export function openBetsPathsPossibleInTheUi(paths: FlowPath[]): FlowPath[] {
  return paths.filter((path) => (path.input as OpenBetsInput).eventId !== null);
}

/**
 * On /inbox nobody taps in a hidden tab, while a call answers, or behind the message's dialog (only its
 * Close); Edit shows with messages listed, Try again only in the alert of a list that could not load;
 * the messages are tapped or ticked on page 1, where the flow's sample message is. The sample list is a
 * first page of 10 with that message unread: the server answers it so only before the message is read
 * or deleted, and only at 10 a page.
 */
/**
 * Nobody acts on /inbox before the list's first answer (Edit shows only with messages listed): where a
 * generated path does (the shortest paths take Edit first as readily as the answer), the answer comes first.
 */
function withTheListFirst(path: FlowPath): FlowPath {
  const answerAt = path.steps.findIndex((step) => step.event.type.endsWith('.actor.fetchInbox'));
  const actsAt = path.steps.findIndex((step) => isPersonal(step.event) && !step.event.type.startsWith('page.'));
  const answer = path.steps[answerAt];
  if (!answer || actsAt < 0 || actsAt > answerAt) return path;
  const steps = [...path.steps.slice(0, actsAt), answer, ...path.steps.slice(actsAt, answerAt), ...path.steps.slice(answerAt + 1)];
  let snapshot: AnyMachineSnapshot = getInitialSnapshot(inboxMachine, path.input as InboxInput);
  for (const step of path.steps.slice(1, actsAt)) snapshot = getNextSnapshot(inboxMachine, snapshot, step.event as never);
  // Asked only once the tab shows: a path that acts in a hidden tab first stays as it is (and is cut there).
  if (!snapshot.can(answer.event)) return path;
  snapshot = getInitialSnapshot(inboxMachine, path.input as InboxInput);
  return {
    ...path,
    steps: steps.map((step) => {
      if (step.event.type !== 'xstate.init') snapshot = getNextSnapshot(inboxMachine, snapshot, step.event as never);
      return { event: step.event, value: snapshot.value };
    }),
  };
}

export function inboxPathsPossibleInTheUi(paths: FlowPath[]): FlowPath[] {
  const calling = [{ polling: { active: 'loadingMessages' } }, { messages: 'openingMessage' }, { messages: 'markingOpenedRead' }, { messages: 'markingSelectedRead' }, { messages: 'deletingSelected' }];
  const changing = ['xstate.done.actor.markOpenedRead', 'xstate.done.actor.markSelectedRead', 'xstate.done.actor.deleteMessages'];
  return paths.flatMap((path) => {
    // The walk goes step by step from the start: whether the sample message was read or deleted so far.
    let changed = false;
    const possible = (context: InboxContext, event: EventObject, snapshot: AnyMachineSnapshot) => {
      if (event.type === 'xstate.done.actor.fetchInbox') return snapshot.can(event) && !changed && context.pageSize === 10;
      if (!isPersonal(event)) {
        if (changing.includes(event.type)) changed = true;
        return true;
      }
      const sent = event as InboxEvent;
      if (!snapshot.can(sent)) return false;
      if (sent.type === 'page.shown') return true;
      if (snapshot.matches({ polling: 'paused' }) || calling.some((state) => snapshot.matches(state))) return false;
      if (sent.type === 'page.hidden') return true;
      if (snapshot.matches({ messages: 'readingMessage' })) return sent.type === 'inbox.messageClosed';
      switch (sent.type) {
        case 'inbox.retryRequested':
          return context.messages.length === 0;
        case 'inbox.editEntered':
          return context.messages.length > 0;
        case 'inbox.messageOpened':
        case 'inbox.messageSelectionToggled':
          return context.page === 1;
        default:
          return true;
      }
    };
    return walkableParts(inboxMachine, possible, [withTheListFirst(path)]);
  });
}

/**
 * On /vip the level's Try again shows only after its load failed; nobody taps while a call answers;
 * Previous and Next step one page; VIP History is one page (GET vip/history has no paging); and a
 * player's tables either have rows or are all empty: one player per case.
 */
export function memberAreaPathsPossibleInTheUi(paths: FlowPath[]): FlowPath[] {
  const recordsOf = (event: EventObject) => (event as EventObject & { output: VipRecordsPage }).output;
  return paths.flatMap((path) => {
    const first = path.steps.find((step) => step.event.type === 'xstate.done.actor.loadVipRecords');
    const played = first ? recordsOf(first.event).rows.length > 0 : undefined;
    const possible = (context: MemberAreaContext, event: EventObject, snapshot: AnyMachineSnapshot) => {
      if (event.type === 'xstate.done.actor.loadVipRecords') {
        const { rows, lastPage } = recordsOf(event);
        return (rows.length > 0) === played && (lastPage === 1 || context.recordsKind !== 'history');
      }
      if (!isPersonal(event)) return true;
      if (snapshot.matches({ overview: 'loadingOverview' }) || snapshot.matches({ records: 'loadingRecords' })) return false;
      const sent = event as MemberAreaEvent;
      switch (sent.type) {
        case 'member.refreshRequested':
          return snapshot.matches({ overview: 'overviewFailed' });
        case 'vip.recordsPageChosen':
          return snapshot.can(sent) && Math.abs(sent.page - context.page) === 1;
        default:
          return true;
      }
    };
    return walkableParts(memberAreaMachine, possible, [path]);
  });
}

/**
 * A record list: nobody changes a filter while the list loads; only the desktop transaction table has
 * pages; and the list answers with rows exactly where the case's player has some for those filters (the
 * players of tests/flows/checklists/records.ts). A `{ message }` answer is devtools' (an override).
 */
function recordListPathsPossibleInTheUi(list: RecordList, hasRows: (filters: RecordFilters) => boolean) {
  const paging = ['records.pageSizeChosen', 'records.nextPagePressed', 'records.previousPagePressed'];
  const possible = (context: { filters: RecordFilters }, event: EventObject, snapshot: AnyMachineSnapshot) => {
    if (event.type === 'xstate.done.actor.loadRecords') {
      const answer = (event as EventObject & { output: RecordsAnswer }).output;
      return 'message' in answer || (rowsOf(answer).length > 0) === hasRows(context.filters);
    }
    if (!isPersonal(event)) return true;
    if (snapshot.matches('loadingRecords')) return false;
    return snapshot.can(event) && (list === 'transactions' || !paging.includes(event.type));
  };
  return (paths: FlowPath[]) => walkableParts(recordFiltersMachine, possible, paths);
}

/** The players of the betting and transaction cases have records for the filters a list opens with, and none for the flows' sample filters. */
const withTheOpeningFilters = (list: RecordList) => (filters: RecordFilters) => JSON.stringify(filters) === JSON.stringify(defaultFiltersOf(list));
export const bettingRecordsPathsPossibleInTheUi = recordListPathsPossibleInTheUi('betting', withTheOpeningFilters('betting'));
export const transactionRecordsPathsPossibleInTheUi = recordListPathsPossibleInTheUi('transactions', withTheOpeningFilters('transactions'));
/** The demo player has an active turnover and a completed one. */
export const turnoverRecordsPathsPossibleInTheUi = recordListPathsPossibleInTheUi('turnover', () => true);

/**
 * On /refrrel-program Share (the device's share sheet) is on the phone layout only and the Cash Reward
 * History's pages on the desktop's only, so a case keeps to the layout of the first of them it uses;
 * nobody taps while a call answers, the share sheet is open or the copy-by-hand dialog covers the page;
 * a history page shows only its neighbours' buttons; a failed load's alert has no ×.
 */
export function referralPathsPossibleInTheUi(paths: FlowPath[]): FlowPath[] {
  const busy = [{ board: 'loading' }, { board: 'loadingPage' }, { board: 'claiming' }, { board: 'refreshing' }, { sharing: 'copying' }, { sharing: 'sharing' }];
  const layoutBound = ['referral.shareRequested', 'referral.pageChosen'];
  return paths.flatMap((path) => {
    const layout = path.steps.find((step) => layoutBound.includes(step.event.type))?.event.type;
    const possible = (context: ReferralContext, event: EventObject, snapshot: AnyMachineSnapshot) => {
      if (!isPersonal(event)) return true;
      if (busy.some((state) => snapshot.matches(state))) return false;
      if (snapshot.matches({ sharing: 'copyingByHand' })) return event.type === 'referral.noticeDismissed';
      const sent = event as ReferralEvent;
      switch (sent.type) {
        case 'referral.shareRequested':
          return layout === sent.type && snapshot.can(sent);
        case 'referral.pageChosen':
          return layout === sent.type && context.history !== null && Math.abs(sent.page - context.history.page) === 1 && sent.page <= context.history.lastPage;
        case 'referral.noticeDismissed':
          return context.notice !== null && context.notice.code !== 'loadFailed';
        default:
          return snapshot.can(sent);
      }
    };
    return walkableParts(referralMachine, possible, [path]);
  });
}

/**
 * The odds view's clock is the prices' timer, which raises the poll's tick (machines/oddsView.ts): where a
 * path sends the tick itself, the prices answer first if they are being asked for, and the timer fires in
 * the tick's place.
 */
function tickedByTheTimer(path: FlowPath): FlowPath {
  let snapshot: AnyMachineSnapshot = getInitialSnapshot(oddsViewMachine, path.input as OddsViewInput);
  const take = (event: EventObject) => {
    if (event.type !== 'xstate.init') snapshot = getNextSnapshot(oddsViewMachine, snapshot, event as never);
    return event;
  };
  const events = path.steps.flatMap(({ event }) => {
    if (event.type !== 'oddsView.pollIntervalElapsed') return [take(event)];
    const answer = snapshot.matches({ matchOdds: { active: 'fetchingOdds' } }) ? enabledEvents(oddsViewFlow, snapshot).filter((next) => next.type === 'xstate.done.actor.fetchMatchOdds').slice(0, 1).map(take) : [];
    const waiting = ['awaitingNextOddsPoll', 'backingOffOdds'].find((state) => snapshot.matches({ matchOdds: { active: state } }));
    return [...answer, take(waiting ? { type: `xstate.after.oddsPollInterval.oddsView.matchOdds.active.${waiting}` } : event)];
  });
  return rewalked(oddsViewMachine, path, events);
}

/**
 * In the odds view the poll's clock is the match odds' timer, never a person; the first prices come (or
 * fail, when devtools blocks them) before a person acts; the Fancy tabs show once the event detail has come
 * (for cricket, or a match with Fancy lines), nobody taps them in a hidden tab, and tapping the tab already
 * chosen fires nothing.
 */
export function oddsViewPathsPossibleInTheUi(paths: FlowPath[]): FlowPath[] {
  const possible = (context: OddsViewContext, event: EventObject, snapshot: AnyMachineSnapshot) => {
    const sent = event as OddsViewEvent;
    if (sent.type === 'oddsView.pollIntervalElapsed') return false;
    if (isPersonal(event) && context.market === null && context.oddsFailures === 0 && snapshot.matches({ matchOdds: { active: 'fetchingOdds' } })) return false;
    if (sent.type !== 'oddsView.fancyTabChosen') return snapshot.can(event);
    const fancyShown = context.detail !== null && (context.selectedSport === 'cricket' || context.detail.fancy.length > 0);
    return fancyShown && sent.tab !== context.fancyTab && !snapshot.matches({ matchOdds: 'paused' });
  };
  return walkableParts(oddsViewMachine, possible, paths.map(tickedByTheTimer));
}

/** The splash's loader picture can fail only while the splash shows it: once the logo record has named it, and only once. */
export function pageLoadingPathsPossibleInTheUi(paths: FlowPath[]): FlowPath[] {
  const possible = (context: PageLoadingContext, event: EventObject, snapshot: AnyMachineSnapshot) =>
    event.type !== 'splash.imageFailed' || (snapshot.matches('loadingBranding') && !context.splashDismissed && Boolean(context.logo?.loaderLogo) && !context.loaderImageFailed);
  return walkableParts(pageLoadingMachine, possible, paths);
}

/**
 * On /withdrawal the Error dialog (a problem while the form is being edited) covers the form: where a path types,
 * chooses or taps Submit behind it, the person closes it first (it only clears the dialog: what was typed and the
 * retry after no answer stay); and a person closes only a dialog that shows.
 */
export function withdrawalPathsPossibleInTheUi(paths: FlowPath[]): FlowPath[] {
  const dialogShown = (snapshot: AnyMachineSnapshot) => (snapshot.context as WithdrawalContext).problem !== null && withdrawalPhaseOf(snapshot) === 'editing';
  const closedFirst = (path: FlowPath): FlowPath => {
    let snapshot: AnyMachineSnapshot = getInitialSnapshot(withdrawalMachine, path.input as WithdrawalInput);
    const steps = path.steps.flatMap(({ event }) => {
      const close = event.type.startsWith('withdrawal.') && event.type !== 'withdrawal.problemDismissed' && dialogShown(snapshot) ? [{ type: 'withdrawal.problemDismissed' }] : [];
      return [...close, event].map((next) => {
        if (next.type !== 'xstate.init') snapshot = getNextSnapshot(withdrawalMachine, snapshot, next as never);
        return { event: next, value: snapshot.value };
      });
    });
    return { ...path, steps };
  };
  const possible = (_context: WithdrawalContext, event: EventObject, snapshot: AnyMachineSnapshot) => event.type !== 'withdrawal.problemDismissed' || dialogShown(snapshot);
  return walkableParts(withdrawalMachine, possible, paths.map(closedFirst));
}

/** The log-in call's refusal an event carries, if it is one. */
const loginRefusal = (event: EventObject): LoginFailure | null => (event.type === 'xstate.error.actor.logIn' ? (event as EventObject & { error: LoginFailure }).error : null);

/**
 * After the last wrong password (no tries left) the server pauses this username and address for 15 minutes: a case
 * does not log in, nor get "Invalid credentials" again, until then (server/routes/players/login.ts), so it ends there.
 */
export function loginPathsPossibleInTheUi(paths: FlowPath[]): FlowPath[] {
  return paths.flatMap((path) => {
    const paused = path.steps.findIndex(({ event }) => {
      const refusal = loginRefusal(event);
      return refusal?.kind === 'invalidCredentials' && refusal.triesLeft === 0;
    });
    const refusedAfter = paused < 0 ? -1 : path.steps.findIndex(({ event }, index) => index > paused && (event.type === 'xstate.done.actor.logIn' || loginRefusal(event)?.kind === 'invalidCredentials'));
    return refusedAfter < 0 ? [path] : [{ ...path, steps: path.steps.slice(0, refusedAfter) }];
  });
}

/** The filters above by flow name; a flow not listed here can walk every generated path in the UI. */
export const pathsPossibleInTheUi: Record<string, (paths: FlowPath[]) => FlowPath[]> = {
  accountBreak: accountBreakPathsPossibleInTheUi,
  betSlip: betSlipPathsPossibleInTheUi,
  bettingRecords: bettingRecordsPathsPossibleInTheUi,
  birthday: birthdayPathsPossibleInTheUi,
  breakReturn: breakReturnPathsPossibleInTheUi,
  categoryBar: categoryBarPathsPossibleInTheUi,
  chat: chatPathsPossibleInTheUi,
  deposit: depositPathsPossibleInTheUi,
  exchangeAccount: exchangeAccountPathsPossibleInTheUi,
  exchangeHeader: exchangeHeaderPathsPossibleInTheUi,
  extraPhones: extraPhonesPathsPossibleInTheUi,
  gameLaunch: gameLaunchPathsPossibleInTheUi,
  games: gamesPathsPossibleInTheUi,
  homeContent: homeContentPathsPossibleInTheUi,
  inbox: inboxPathsPossibleInTheUi,
  inplayList: inplayListPathsPossibleInTheUi,
  login: loginPathsPossibleInTheUi,
  makePayment: makePaymentPathsPossibleInTheUi,
  memberArea: memberAreaPathsPossibleInTheUi,
  multiMarkets: multiMarketsPathsPossibleInTheUi,
  oddsView: oddsViewPathsPossibleInTheUi,
  openBets: openBetsPathsPossibleInTheUi,
  pageLoading: pageLoadingPathsPossibleInTheUi,
  paymentRequest: paymentRequestPathsPossibleInTheUi,
  profile: profilePathsPossibleInTheUi,
  promotions: promotionsPathsPossibleInTheUi,
  realityCheck: realityCheckPathsPossibleInTheUi,
  referral: referralPathsPossibleInTheUi,
  saferLimits: saferLimitsPathsPossibleInTheUi,
  sideMenu: sideMenuPathsPossibleInTheUi,
  signupSteps: signupStepsPathsPossibleInTheUi,
  transactionRecords: transactionRecordsPathsPossibleInTheUi,
  turnoverRecords: turnoverRecordsPathsPossibleInTheUi,
  verification: verificationPathsPossibleInTheUi,
  vipConversion: vipConversionPathsPossibleInTheUi,
  withdrawal: withdrawalPathsPossibleInTheUi,
};
