import { createActor, fromPromise } from 'xstate';
import { NotProvidedError } from './lib/unprovided';
import {
  cycleTab,
  linkOf,
  REFERRAL_RATIO_TABS,
  referralLinkOf,
  referralMachine,
  shareTargetsOf,
  toReferralFailure,
  toShareFailure,
  type ClaimAnswer,
  type ReferralFigures,
  type ReferralOverview,
  type ReferralRates,
  type RewardHistory,
} from './referral';

type Pending<I, O> = { input: I; resolve: (value: O) => void; reject: (error: unknown) => void };

const figures = (cashRewards: number): ReferralFigures => ({
  code: 'ABC123',
  downlines: { tier1: 1, tier2: 0, tier3: 0 },
  activeDownlines: { tier1: 1, tier2: 0, tier3: 0 },
  referralTurnover: 1000,
  lifetimeCashRewards: 0,
  cashRewards,
});
const history: RewardHistory = { rows: [], page: 1, lastPage: 1 };
/** The rates as GET /api/limits serves them (server/rewards/limits.ts). */
const rates: ReferralRates = [
  [0.1, 0.05, 0.01],
  [0.15, 0.06, 0.02],
  [0.2, 0.07, 0.03],
];

function start() {
  const loads: Pending<void, ReferralOverview>[] = [];
  const pages: Pending<{ page: number }, RewardHistory>[] = [];
  const claims: Pending<void, ClaimAnswer>[] = [];
  const copies: Pending<{ link: string }, void>[] = [];
  const shares: Pending<{ link: string }, void>[] = [];
  const reported: unknown[] = [];
  const pending = <I, O>(list: Pending<I, O>[]) => ({ input }: { input: I }) => new Promise<O>((resolve, reject) => list.push({ input, resolve, reject }));
  const machine = referralMachine.provide({
    actors: {
      loadReferral: fromPromise(pending(loads)),
      loadRewardHistory: fromPromise(pending(pages)),
      claimRewards: fromPromise(pending(claims)),
      copyLink: fromPromise(pending(copies)),
      shareLink: fromPromise(pending(shares)),
    },
    actions: { reportHistoryFailure: (_, failure) => void reported.push(failure) },
  });
  const actor = createActor(machine, { input: { origin: 'https://site.test' } }).start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, loads, pages, claims, copies, shares, reported, settle };
}

describe('referral machine (spec 2 §2 Referral, §8)', () => {
  it('builds the link {origin}/referral_code?referral_code={code}', () => {
    expect(referralLinkOf('https://site.test', 'AB C')).toBe('https://site.test/referral_code?referral_code=AB%20C');
    expect(linkOf({ origin: 'https://site.test', figures: null })).toBeNull();
  });

  it('offers nothing to copy, share or claim before the figures arrive; a failed load can be retried', async () => {
    const { actor, loads, copies, shares, claims, settle } = start();
    actor.send({ type: 'referral.copyRequested' });
    actor.send({ type: 'referral.shareRequested' });
    actor.send({ type: 'referral.claimRequested' });
    expect([copies.length, shares.length, claims.length]).toEqual([0, 0, 0]);
    loads[0]?.reject({ kind: 'failed', message: 'Internal server error' });
    await settle();
    expect(actor.getSnapshot().value).toMatchObject({ board: 'loadFailed' });
    expect(actor.getSnapshot().context.notice).toEqual({ code: 'loadFailed', message: 'Internal server error' });
    actor.send({ type: 'referral.retryRequested' });
    expect(loads).toHaveLength(2);
    expect(actor.getSnapshot().context.notice).toBeNull();
  });

  it('shows the rates the load brought (the server\'s); a reload without them keeps those shown', async () => {
    const { actor, loads, claims, settle } = start();
    expect(actor.getSnapshot().context.rates).toBeNull();
    const served: ReferralRates = [[1, 0.5, 0.25]];
    loads[0]?.resolve({ figures: figures(1.6), history, rates: served });
    await settle();
    expect(actor.getSnapshot().context.rates).toEqual(served);
    actor.send({ type: 'referral.claimRequested' });
    claims[0]?.resolve({ amount: 1.6 });
    await settle();
    loads[1]?.resolve({ figures: figures(0), history, rates: null });
    await settle();
    expect(actor.getSnapshot().context.rates).toEqual(served);
  });

  it('keeps Claim All disabled with nothing to claim; claims once while in flight, then refreshes the figures', async () => {
    const { actor, loads, claims, settle } = start();
    loads[0]?.resolve({ rates, figures: figures(0), history });
    await settle();
    expect(actor.getSnapshot().can({ type: 'referral.claimRequested' })).toBe(false);
    actor.send({ type: 'referral.claimRequested' });
    expect(claims).toHaveLength(0);
    actor.send({ type: 'referral.retryRequested' });
    expect(loads).toHaveLength(1);
  });

  it('claims, refreshes and shows the amount; a refusal shows the server’s message', async () => {
    const { actor, loads, claims, settle } = start();
    loads[0]?.resolve({ rates, figures: figures(1.6), history });
    await settle();
    actor.send({ type: 'referral.claimRequested' });
    actor.send({ type: 'referral.claimRequested' });
    expect(claims).toHaveLength(1);
    claims[0]?.resolve({ amount: 1.6 });
    await settle();
    expect(actor.getSnapshot().value).toMatchObject({ board: 'refreshing' });
    expect(actor.getSnapshot().context.notice).toEqual({ code: 'claimed', amount: 1.6 });
    expect(loads).toHaveLength(2);
    loads[1]?.resolve({ rates, figures: { ...figures(0), lifetimeCashRewards: 1.6 }, history: { ...history, rows: [] } });
    await settle();
    expect(actor.getSnapshot().context.figures?.lifetimeCashRewards).toBe(1.6);
    expect(actor.getSnapshot().value).toMatchObject({ board: 'showing' });

    const second = start();
    second.loads[0]?.resolve({ rates, figures: figures(5), history });
    await second.settle();
    second.actor.send({ type: 'referral.claimRequested' });
    second.claims[0]?.reject({ kind: 'failed', message: 'There are no cash rewards to claim.' });
    await second.settle();
    expect(second.actor.getSnapshot().context.notice).toEqual({ code: 'claimFailed', message: 'There are no cash rewards to claim.' });
    second.actor.send({ type: 'referral.noticeDismissed' });
    expect(second.actor.getSnapshot().context.notice).toBeNull();
  });

  it('copies the link, or offers it to copy by hand when the clipboard fails', async () => {
    const { actor, loads, copies, settle } = start();
    loads[0]?.resolve({ rates, figures: figures(0), history });
    await settle();
    actor.send({ type: 'referral.copyRequested' });
    expect(copies[0]?.input).toEqual({ link: 'https://site.test/referral_code?referral_code=ABC123' });
    copies[0]?.resolve();
    await settle();
    expect(actor.getSnapshot().context.notice).toEqual({ code: 'linkCopied' });
    actor.send({ type: 'referral.copyRequested' });
    copies[1]?.reject(new Error('denied'));
    await settle();
    expect(actor.getSnapshot().value).toMatchObject({ sharing: 'copyingByHand' });
    expect(actor.getSnapshot().context.notice).toEqual({ code: 'copyByHand' });
    actor.send({ type: 'referral.noticeDismissed' });
    expect(actor.getSnapshot().value).toMatchObject({ sharing: 'idle' });
  });

  it('shares the link; unsupported says so, a closed share sheet says nothing', async () => {
    const { actor, loads, shares, settle } = start();
    loads[0]?.resolve({ rates, figures: figures(0), history });
    await settle();
    actor.send({ type: 'referral.shareRequested' });
    shares[0]?.reject({ kind: 'cancelled' });
    await settle();
    expect(actor.getSnapshot().context.notice).toBeNull();
    actor.send({ type: 'referral.shareRequested' });
    shares[1]?.reject({ kind: 'unsupported' });
    await settle();
    expect(actor.getSnapshot().context.notice).toEqual({ code: 'shareUnsupported' });
  });

  it('loads another history page; a failed page is reported and said, and Try again asks for that page again', async () => {
    const { actor, loads, pages, reported, settle } = start();
    loads[0]?.resolve({ rates, figures: figures(0), history: { ...history, lastPage: 3 } });
    await settle();
    actor.send({ type: 'referral.pageChosen', page: 2 });
    expect(pages[0]?.input).toEqual({ page: 2 });
    pages[0]?.resolve({ rows: [], page: 2, lastPage: 3 });
    await settle();
    expect(actor.getSnapshot().context.history?.page).toBe(2);
    actor.send({ type: 'referral.pageChosen', page: 3 });
    pages[1]?.reject({ kind: 'failed', message: null });
    await settle();
    expect(reported).toEqual([{ kind: 'failed', message: null }]);
    // The table says page 3 failed; page 2 stays shown.
    expect(actor.getSnapshot().matches({ board: 'pageUnavailable' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ requestedPage: 3, history: { page: 2 } });
    actor.send({ type: 'referral.retryRequested' });
    expect(actor.getSnapshot().matches({ board: 'loadingPage' })).toBe(true);
    expect(pages[2]?.input).toEqual({ page: 3 });
    expect(loads).toHaveLength(1);
    pages[2]?.resolve({ rows: [], page: 3, lastPage: 3 });
    await settle();
    expect(actor.getSnapshot().matches({ board: 'showing' })).toBe(true);
    expect(actor.getSnapshot().context.history?.page).toBe(3);
  });

  it('after a failed page another page can be chosen, and Claim All still works', async () => {
    const { actor, loads, pages, claims, settle } = start();
    loads[0]?.resolve({ rates, figures: figures(5), history: { ...history, lastPage: 3 } });
    await settle();
    actor.send({ type: 'referral.pageChosen', page: 2 });
    pages[0]?.reject(new Error('offline'));
    await settle();
    expect(actor.getSnapshot().matches({ board: 'pageUnavailable' })).toBe(true);
    actor.send({ type: 'referral.pageChosen', page: 3 });
    expect(pages[1]?.input).toEqual({ page: 3 });
    pages[1]?.reject(new Error('offline'));
    await settle();
    expect(actor.getSnapshot().can({ type: 'referral.claimRequested' })).toBe(true);
    actor.send({ type: 'referral.claimRequested' });
    expect(actor.getSnapshot().matches({ board: 'claiming' })).toBe(true);
    expect(claims).toHaveLength(1);
  });

  it('reads failures, and fails loudly for a missing actor', () => {
    expect(toReferralFailure(new Error(''))).toEqual({ kind: 'failed', message: null });
    expect(toReferralFailure('x')).toEqual({ kind: 'failed', message: null });
    expect(toShareFailure(new Error('x'))).toEqual({ kind: 'unsupported' });
    expect(toShareFailure({ kind: 'cancelled' })).toEqual({ kind: 'cancelled' });
    const missing = new NotProvidedError('referral', 'actor', 'copyLink');
    expect(() => toReferralFailure(missing)).toThrow(NotProvidedError);
    expect(() => toShareFailure(missing)).toThrow(NotProvidedError);
  });
});

describe('referral selectors: the Cash Reward Ratio board and the Share menu (spec 2 §9)', () => {
  it('cycles the Cash Reward Ratio tabs with wrap-around', () => {
    const count = REFERRAL_RATIO_TABS;
    expect(count).toBe(3);
    expect(cycleTab(0, 1, count)).toBe(1);
    expect(cycleTab(2, 1, count)).toBe(0);
    expect(cycleTab(0, -1, count)).toBe(2);
  });

  it('puts the link into every share URL', () => {
    const link = 'https://site.test/referral_code?referral_code=ABC';
    const targets = shareTargetsOf(link, 'Join me');
    expect(targets.map((target) => target.target)).toEqual(['facebook', 'line', 'mail', 'skype', 'telegram', 'whatsapp']);
    for (const target of targets) expect(target.href).toContain(encodeURIComponent(link));
    expect(targets[0]?.href).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}`);
  });
});
