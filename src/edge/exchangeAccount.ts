import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { fromPromise } from 'xstate';
import {
  exchangeAccountMachine,
  type ExchangeAccountSection,
  type ExchangeDateFilter,
  type SectionData,
  type SectionQuery,
} from '../../machines/exchangeAccount';
import { failedOrErrorWords } from '../../machines/lib/failures';
import { callApi } from './call';
import { inspectFlow } from './flowRecorder';

export const EXCHANGE_ACCOUNT_PATH = '/exchange-account';

/** The sections as the address spells them (/exchange-account?section=my-bets). */
export const SECTION_SLUGS: Record<ExchangeAccountSection, string> = {
  profile: 'my-profile',
  balance: 'balance-overview',
  myBets: 'my-bets',
  betsHistory: 'bets-history',
  profitLoss: 'profit-loss',
  activity: 'activity-log',
};
export const DATE_SLUGS: Record<ExchangeDateFilter, string> = { today: 'today', yesterday: 'yesterday', last7Days: 'last-7-days', all: 'all' };

const sectionOfSlug = new Map(Object.entries(SECTION_SLUGS).map(([section, slug]) => [slug, section as ExchangeAccountSection]));
const dateOfSlug = new Map(Object.entries(DATE_SLUGS).map(([date, slug]) => [slug, date as ExchangeDateFilter]));

/** What the address asks for: a section (or the menu) and a date; unknown values fall back to the menu and no date. */
export function readAccountAddress(search: string): { section: ExchangeAccountSection | null; date: ExchangeDateFilter | null } {
  const params = new URLSearchParams(search);
  return { section: sectionOfSlug.get(params.get('section') ?? '') ?? null, date: dateOfSlug.get(params.get('date') ?? '') ?? null };
}

/** The address of a section, with the date when it is not the default Today. */
export function accountAddressOf(section: ExchangeAccountSection | null, date: ExchangeDateFilter | null = null): string {
  if (section === null) return EXCHANGE_ACCOUNT_PATH;
  const params = new URLSearchParams({ section: SECTION_SLUGS[section] });
  if (date !== null && date !== 'today') params.set('date', DATE_SLUGS[date]);
  return `${EXCHANGE_ACCOUNT_PATH}?${params.toString()}`;
}

/** The exchange account machine with its calls (server/README.md "Sports exchange"). */
export function exchangeAccountMachineLive() {
  return exchangeAccountMachine.provide({
    actors: {
      // Loaded on first use: the API client stays out of the entry chunk.
      loadSection: fromPromise<SectionData, SectionQuery>(({ input, signal }) =>
        callApi(() => import('../api/exchangeAccount'), failedOrErrorWords, (api, client) => api.fetchExchangeSection(client, input, signal)),
      ),
    },
    actions: {
      reportSectionFailure: (_, failure) => console.error(`Exchange account: ${failure.message ?? 'the call failed'}`),
    },
  });
}

/**
 * The /exchange-account machine, driven by the address: a menu item or a date changes the address,
 * and the address (also on reload, back and forward) tells the machine what to show.
 */
export function useExchangeAccount() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const address = readAccountAddress(search);
  const machine = useMemo(() => exchangeAccountMachineLive(), []);
  const [snapshot, send] = useMachine(machine, { input: { section: address.section, date: address.date ?? undefined }, inspect: inspectFlow('exchangeAccount') });

  useEffect(() => {
    if (address.date !== null) send({ type: 'exchangeAccount.dateChosen', date: address.date });
    else send({ type: 'exchangeAccount.dateChosen', date: 'today' });
    if (address.section === null) send({ type: 'exchangeAccount.menuRequested' });
    else send({ type: 'exchangeAccount.sectionChosen', section: address.section });
  }, [address.section, address.date, send]);

  return {
    snapshot,
    accountId: snapshot.context.accountId,
    chooseSection: (section: ExchangeAccountSection) => navigate(accountAddressOf(section, snapshot.context.date)),
    backToMenu: () => navigate(EXCHANGE_ACCOUNT_PATH),
    chooseDate: (date: ExchangeDateFilter) => navigate(accountAddressOf(snapshot.context.section, date), { replace: true }),
    choosePage: (page: number) => send({ type: 'exchangeAccount.pageChosen', page }),
    retry: () => send({ type: 'exchangeAccount.retryRequested' }),
  };
}

export type ExchangeAccountSnapshot = ReturnType<typeof useExchangeAccount>['snapshot'];
