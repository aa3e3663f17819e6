import { defineChecklist, type OutcomeWords } from '../../../machines/lib/flow';
import { referralMachine, type ReferralContext, type ReferralFailure, type ReferralNotice, type ReferralOverview, type ShareFailure } from '../../../machines/referral';
import { formatTaka } from '../../../src/format/money';
// The page's English texts are an area's: registered as its page registers them.
import '../../../src/i18n/areaTexts';
import { noticeText } from '../../../src/features/referral/texts';
import { blockedCalls, proxiedAnswer } from './devtools';
import { quoted } from './ui';

/** The colours of src/features/referral/ReferralNotices.tsx, as a tester names them; the other notices are no line of their own. */
const noticeColour: Partial<Record<ReferralNotice['code'], string>> = { linkCopied: 'green', shareUnsupported: 'yellow', claimed: 'green', claimFailed: 'red' };

/** The notice line above the page, first: what a step changes. */
function noticeOf(context: ReferralContext): string | null {
  const colour = context.notice ? noticeColour[context.notice.code] : undefined;
  if (!context.notice || !colour) return null;
  const pasted = context.notice.code === 'linkCopied' ? ' (pasted in a new tab’s address bar, the link reads …/referral_code?referral_code= and the player’s code)' : '';
  return `A ${colour} notice says '${noticeText(context.notice) ?? ''}'${pasted}`;
}

/** The reward board's claim (the figure the case prepared) and, once a later page of the history has shown, its page line. */
function boardShows(context: ReferralContext, claimable: boolean): string {
  const rewards = context.figures ? formatTaka(context.figures.cashRewards, { fixedDecimals: true }) : '…';
  const board = `${quoted('referral.code')} shows the player’s code, ${quoted('referral.cashRewards')} ${rewards}, ${quoted('referral.claimAll')} ${claimable ? 'enabled' : 'disabled'}`;
  const history = context.history;
  const page = history && history.page > 1 ? `; under the ${quoted('referral.tab.history')} table ${quoted('referral.history.page', { page: history.page, last: history.lastPage })}` : '';
  return [noticeOf(context), `${board}${page}`].filter((part) => part !== null).join('; ');
}

const canClaim = (context: ReferralContext) => (context.figures?.cashRewards ?? 0) > 0;

/** The share sheet opens only in a browser that has one, and on a page it counts as secure: localhost, or https. */
const withShareSheet = 'Where the share sheet opens, Safari on a Mac, its window narrowed to the phone layout (768 px wide or less), the site on localhost';

/** The history's calls failing from a moment on: the figures' reload asks for the history too. */
const blockingTheHistory = (when: string) => `${blockedCalls('*/api/referral/rewards*')} ${when}`;

/** devtools' overrides change a body and headers, not a status: a 500 with the server's words needs a proxy. */
function loadFailedWith(failure: ReferralFailure): OutcomeWords {
  const action = 'Wait for the figures to load';
  return failure.message === null
    ? { action, precondition: 'Where the figures cannot load, switch the browser offline before they load', situation: 'figures fail to load' }
    : { action, precondition: `Where the figures cannot load with the server's words, ${proxiedAnswer('GET /api/referral', `a 500 whose message is '${failure.message}'`)}`, situation: 'figures fail to load' };
}

function shareAnswered(failure: ShareFailure | undefined): OutcomeWords {
  if (failure === undefined) return { action: 'Choose Mail in the share sheet (the draft holds the referral link); close the draft', precondition: withShareSheet, situation: 'shared' };
  return failure.kind === 'cancelled'
    ? { action: 'Close the share sheet without choosing anything', precondition: withShareSheet, situation: 'share sheet closed' }
    : { action: 'Wait a moment', precondition: 'Where sharing is not supported, Chrome on Linux (it has no share sheet), its window narrowed to the phone layout (768 px wide or less)', situation: 'no share sheet' };
}

export const referralChecklist = defineChecklist(referralMachine, {
  subject: 'Referral',
  open: `Open /refrrel-program; on the phone layout tap ${quoted('referral.referNow')} (the ${quoted('referral.tab.mine')} tab)`,
  preconditions: {
    // A referrer of its own: a claim empties the rewards for good.
    'a player opening /refrrel-program':
      'Logged in as a referrer made for this case, whose friend signed up with its code and staked ৳1,600 today, so that ৳1.60 of cash rewards wait: npm run ops -- create-player reftester1 demo12345 prints the referral code; in a private window open /referral_code?referral_code=<that code>, sign up reffriend1, npm run ops -- adjust reffriend1 1600 --reason QA, and as reffriend1 play a slot’s rounds of 1,000, 500 and 100 (a new referrer for each case that claims); either layout unless a step names one',
  },
  events: {
    'referral.retryRequested': (_event, context) =>
      context.figures === null
        ? `${context.notice?.code === 'loadFailed' && context.notice.message ? 'Turn the proxy’s rule off' : 'Switch the browser online again'}; tap ${quoted('referral.retry')}`
        : `Turn the request blocking off; tap ${quoted('referral.retry')} beside ${quoted('referral.history.pageFailed', { page: context.requestedPage })}`,
    'referral.claimRequested': () => `Tap ${quoted('referral.claimAll')}`,
    'referral.copyRequested': () => `Tap ${quoted('referral.copyLink')} (on a desktop: ${quoted('referral.share')}, then ${quoted('referral.copyLink')} in its menu)`,
    'referral.shareRequested': () => `Tap ${quoted('referral.share')} (phone layout)`,
    'referral.pageChosen': (event, context) =>
      `On a desktop, in the ${quoted('referral.tab.history')} tab, tap ${event.page > (context.history?.page ?? 1) ? quoted('referral.history.next') : quoted('referral.history.previous')}`,
    'referral.noticeDismissed': (_event, context) =>
      context.notice?.code === 'copyByHand' ? `Tap ${quoted('referral.close')} in the dialog` : `Close the notice (×, ${quoted('referral.close')})`,
  },
  actors: {
    loadReferral: { done: () => ({ action: 'Wait for the figures to load' }), error: loadFailedWith },
    reloadReferral: {
      // The case's own claim is the eleventh: the history it reloads has a second page.
      done: (overview: ReferralOverview) =>
        overview.history.lastPage > 1
          ? {
              action: 'Wait for the figures to reload',
              precondition: `Where the history gets a second page, the referrer has claimed 10 times before: ${quoted('referral.claimAll')} once, then 9 times a round of 100 as the friend and ${quoted('referral.claimAll')}; then the friend stakes ৳1,600 more`,
            }
          : { action: 'Wait for the figures to reload' },
      error: () => ({ action: 'Wait for the figures to reload', precondition: `Where the figures cannot reload, ${blockingTheHistory(`from after the figures have loaded, before ${quoted('referral.claimAll')}`)}`, situation: 'reload fails' }),
    },
    loadRewardHistory: {
      done: () => ({ action: 'Wait for the page to load' }),
      error: () => ({ action: 'Wait for the page to load', precondition: `Where a page cannot load, ${blockingTheHistory(`right before tapping ${quoted('referral.history.next')}`)}`, situation: 'page fails to load' }),
    },
    claimRewards: {
      done: () => ({ action: 'Wait for the answer' }),
      error: (failure: ReferralFailure) =>
        failure.message === null
          ? { action: 'Wait for the answer', precondition: `Where the claim fails, switch the browser offline right before tapping ${quoted('referral.claimAll')}`, situation: 'no connection' }
          : { action: 'Wait for the answer', precondition: `Where the rewards are gone, tap ${quoted('referral.claimAll')} in a second tab of the same player first`, situation: 'claimed elsewhere' },
    },
    copyLink: {
      done: () => ({ action: 'Wait a moment', situation: 'link copied' }),
      error: () => ({ action: 'Wait a moment', precondition: 'Where the browser refuses to copy, open the site over plain http by the machine’s network address, not localhost (such a page has no clipboard)', situation: 'no clipboard' }),
    },
    shareLink: { done: () => shareAnswered(undefined), error: shareAnswered },
  },
  states: {
    'board.loading': `${quoted('referral.code')} and the reward board show '…'`,
    'board.loadFailed': (context) => {
      const message = context.notice?.code === 'loadFailed' && context.notice.message ? ` says '${context.notice.message}'` : '';
      return `A red alert ${quoted('referral.loadFailed')}${message} with ${quoted('referral.retry')}; ${quoted('referral.copyLink')} and ${quoted('referral.share')} are disabled`;
    },
    'board.showing': (context) => boardShows(context, canClaim(context)),
    'board.loadingPage': (context) => `${boardShows(context, canClaim(context))}; ${quoted('referral.history.previous')} and ${quoted('referral.history.next')} are disabled while page ${context.requestedPage} loads`,
    'board.pageUnavailable': (context) => `${boardShows(context, canClaim(context))}; above the rows ${quoted('referral.history.pageFailed', { page: context.requestedPage })} in red with ${quoted('referral.retry')}`,
    'board.claiming': () => `${quoted('referral.claimAll')} shows a spinner`,
    // Claimed: the old figures stay until they reload.
    'board.refreshing': (context) => boardShows(context, false),
    // The link's buttons: what a step shows is on the board, a dialog or the share sheet.
    'sharing.awaitingCode': null,
    'sharing.idle': null,
    'sharing.copying': null,
    'sharing.copyingByHand': () =>
      `The dialog ${quoted('referral.copyByHand.title')} opens: ${quoted('referral.copyByHand.text')}; ${quoted('referral.link')} holds the referral link, selected, with ${quoted('referral.close')}`,
    'sharing.sharing': () => 'The share sheet opens with the referral link',
  },
});
