import { DATED_SECTIONS, EXCHANGE_ACCOUNT_SECTIONS, exchangeAccountMachine, isEmptySection, lastPageOf, type ExchangeAccountContext, type ExchangeAccountSection, type SectionData } from '../../../machines/exchangeAccount';
import { defineChecklist } from '../../../machines/lib/flow';
import type { MessageKey } from '../../../src/i18n/en';
import { blockedCall } from './browserTab';
import { quoted } from './ui';

const sectionName = (section: ExchangeAccountSection) => quoted(`exchangeAccount.section.${section}`);

/** The section's head: its name, the back link and, for Bets History and Profit & Loss, the period chosen. */
function sectionHead(context: ExchangeAccountContext): string {
  const section = context.section ?? 'profile';
  const period = DATED_SECTIONS.includes(section) ? ` and ${quoted(`exchangeAccount.date.${context.date}`)} chosen under the periods` : '';
  return `${sectionName(section)} shows with ${quoted('exchangeAccount.back')}${period}`;
}

/** A loaded section: what its body shows, as src/features/exchange-account/*Section.tsx draw it. */
function sectionBody(section: ExchangeAccountSection): string {
  const labels = (keys: MessageKey[]) => keys.map((key) => quoted(key)).join(', ');
  switch (section) {
    case 'profile':
      return `the fields ${labels(['exchangeAccount.accountId', 'exchangeAccount.profile.username', 'exchangeAccount.profile.name', 'exchangeAccount.profile.currency', 'exchangeAccount.timeZone', 'exchangeAccount.profile.memberSince'])}`;
    case 'balance':
      return `the figures ${labels(['exchangeAccount.balance.main', 'exchangeAccount.balance.exposure', 'exchangeAccount.balance.total'])} above ${quoted('exchangeAccount.balance.movements')}`;
    case 'myBets':
      return `one card per open bet: event, market, the status ${quoted('exchangeAccount.bet.status.open')}, ${labels(['exchangeAccount.bet.selection', 'exchangeAccount.bet.stake', 'exchangeAccount.bet.potentialProfit', 'exchangeAccount.bet.liability'])}`;
    case 'betsHistory':
      return `one card per settled bet: event, market, the status ${quoted('exchangeAccount.bet.status.WON')}, ${quoted('exchangeAccount.bet.status.LOST')} or ${quoted('exchangeAccount.bet.status.VOID')}, ${labels(['exchangeAccount.bet.selection', 'exchangeAccount.bet.stake', 'exchangeAccount.bet.profitLoss'])}`;
    case 'profitLoss':
      return `${labels(['exchangeAccount.profitLoss.total', 'exchangeAccount.bet.stake', 'exchangeAccount.profitLoss.bets'])} above one row per market with its ${quoted('exchangeAccount.bet.profitLoss')}`;
    case 'activity':
      return `one row per log-in: ${labels(['exchangeAccount.activity.loggedIn', 'exchangeAccount.activity.lastSeen'])}, the status ${quoted('exchangeAccount.activity.status.active')} or ${quoted('exchangeAccount.activity.status.ended')}, this one marked ${quoted('exchangeAccount.activity.current')}`;
  }
}

/** The page numbers under a list of more than one page (hidden while the section shows its failure). */
function pagesOf(context: ExchangeAccountContext): string {
  const pages = lastPageOf(context.data);
  return pages > 1 ? `; the page numbers 1 to ${pages} show under the list, ${context.page} marked` : '';
}

export const exchangeAccountChecklist = defineChecklist(exchangeAccountMachine, {
  subject: 'Exchange account',
  open: {
    'the menu': `On /exchange, tap ${quoted('exchangeShell.nav.account')} in the exchange's menu`,
    'a reload on Bets History': 'Open /exchange-account?section=bets-history and reload the page',
  },
  preconditions: {
    'the menu': 'Logged in as a player',
    'a reload on Bets History': 'Logged in as a player',
  },
  events: {
    'exchangeAccount.sectionChosen': (event) => `Tap ${sectionName(event.section)}`,
    'exchangeAccount.menuRequested': () => `Tap ${quoted('exchangeAccount.back')}`,
    // The menu has no periods: a date reaches it only in the address, kept for the dated sections.
    'exchangeAccount.dateChosen': (event, context) =>
      context.section === null ? `Open /exchange-account?date=${event.date === 'last7Days' ? 'last-7-days' : event.date}` : `Tap ${quoted(`exchangeAccount.date.${event.date}`)}`,
    'exchangeAccount.pageChosen': (event) => `Tap the page number ${event.page} under the list`,
    'exchangeAccount.retryRequested': () => `Unblock the request and tap ${quoted('exchangeAccount.retry')}`,
  },
  actors: {
    loadAccountId: {
      done: () => ({ action: 'Wait for the account ID' }),
      error: () => ({ action: 'Wait for the account ID', precondition: `The account ID cannot load (${blockedCall('/api/exchange/profile')} before opening the menu)`, situation: 'account ID fails' }),
    },
    loadSection: {
      done: (data: SectionData) => {
        const action = 'Wait for the list';
        if (isEmptySection(data)) return { action, precondition: 'The player has no exchange bets (demoplayer2 / demo12345)', situation: 'no bets' };
        if (lastPageOf(data) === 1) return { action, precondition: 'The player has a few exchange bets (demoplayer1 / demo12345, whose won bet settled two to three days ago)' };
        return {
          action,
          precondition:
            'The list opened holds more than 20 bets, 20 a page: start the server with the matches held (EXCHANGE_FEED_SPEED=0 npm start) and place 21 bets on /exchange; for Bets History then settle them (npm run ops -- feed-skip 86400)',
        };
      },
      error: () => ({ action: 'Wait for the answer', precondition: `Where the list fails, its call is blocked (${blockedCall('/api/exchange/bets')} right before that tap)`, situation: 'list fails' }),
    },
  },
  states: {
    // The address decides at once: the menu or the section it names.
    opening: null,
    menu: (context) =>
      `The menu shows ${quoted('exchangeAccount.accountId')} ${context.accountId === null ? '—' : 'with the player’s account ID (as on My Profile)'}; ${quoted('exchangeAccount.timeZone')} ${quoted('exchangeAccount.timeZoneLabel')}; the items ${EXCHANGE_ACCOUNT_SECTIONS.map(sectionName).join(', ')}`,
    'section.loading': (context) => `${sectionHead(context)}; a spinner turns in place of the list`,
    'section.loaded': (context) => `${sectionHead(context)}; it shows ${sectionBody(context.section ?? 'profile')}${pagesOf(context)}`,
    'section.empty': (context) => `${sectionHead(context)}; ${quoted('exchangeAccount.noData')} in place of the list`,
    'section.failed': (context) =>
      `${sectionHead(context)}; ${quoted('exchangeAccount.loadFailed')} ${quoted('exchangeAccount.loadFailedHint')} with ${quoted('exchangeAccount.retry')} in place of the list, no page numbers`,
  },
});
