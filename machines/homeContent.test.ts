import { createActor, fromPromise } from 'xstate';
import {
  BANNER_PROGRESS_TICK_MS,
  BANNER_ROTATION_MS,
  bannerProgress,
  bannerRotationMachine,
  categoryBarMachine,
  homeContentMachine,
  slidersOfType,
  toContentFailure,
  type ContentLoadFailure,
  type BannerContent,
  type SiteDetails,
  type SiteLogo,
  type SliderItem,
} from './homeContent';
import { NotProvidedError } from './lib/unprovided';
import type { CategoryProvider, GameCategory } from './sideMenu';

const sliders: SliderItem[] = [
  { id: 1, name: 'Welcome bonus', link: '/', thumbnail: '/m1.svg', sliderType: 'Main' },
  { id: 2, name: 'Cricket live exchange', link: '/', thumbnail: '/f1.svg', sliderType: 'Favourite' },
  { id: 3, name: 'Weekly cashback', link: '/', thumbnail: '/m2.svg', sliderType: 'Main' },
];

afterEach(() => {
  vi.useRealTimers();
});

describe('home content machine (spec 1 §2.4, §7)', () => {
  it('loads every piece side by side; a failure is only logged and the rest still shows', async () => {
    const logged: ContentLoadFailure[] = [];
    const machine = homeContentMachine.provide({
      actors: {
        fetchLogo: fromPromise<SiteLogo | null, void>(async () => ({ logo: '/l.svg', mobileLogo: '/ml.svg', loaderLogo: '', favicon: '' })),
        fetchBanners: fromPromise<BannerContent, void>(async () => ({ sliders, promotions: [] })),
        fetchSiteDetails: fromPromise<SiteDetails, void>(async () => {
          throw { kind: 'failed', message: 'General settings not found.' };
        }),
      },
      actions: { logLoadFailure: (_, params: ContentLoadFailure) => void logged.push(params) },
    });
    const actor = createActor(machine, { input: {} }).start();
    expect(actor.getSnapshot().value).toEqual({ logo: 'loading', banners: 'loading', siteDetails: 'loading' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toEqual({ logo: 'settled', banners: 'settled', siteDetails: 'settled' }));
    const { context } = actor.getSnapshot();
    expect(context.logo?.mobileLogo).toBe('/ml.svg');
    expect(context.general).toBeNull();
    expect(context.socialLinks).toEqual([]);
    expect(slidersOfType(context.sliders, 'Main').map((slider) => slider.name)).toEqual(['Welcome bonus', 'Weekly cashback']);
    expect(logged).toEqual([{ piece: 'siteDetails', failure: { kind: 'failed', message: 'General settings not found.' } }]);
  });

  it('starts settled on the pieces the page brought (a server-drawn first screen): no call for them, the others load', async () => {
    const asked: string[] = [];
    const banners: BannerContent = { sliders, promotions: [{ id: 1, name: 'Welcome bonus', thumbnail: null, bonusPercent: 100 }] };
    const machine = homeContentMachine.provide({
      actors: {
        fetchLogo: fromPromise<SiteLogo | null, void>(async () => {
          asked.push('logo');
          return null;
        }),
        fetchBanners: fromPromise<BannerContent, void>(async () => {
          asked.push('banners');
          return { sliders: [], promotions: [] };
        }),
        fetchSiteDetails: fromPromise<SiteDetails, void>(async () => {
          asked.push('siteDetails');
          return { general: null, socialLinks: [{ name: 'facebook', link: 'https://facebook.com/takaplay' }], paymentMethods: [] };
        }),
      },
    });
    const actor = createActor(machine, { input: { logo: null, banners } });
    // The snapshot a render reads before the actor starts (the server's, and the hydrating browser's).
    expect(actor.getSnapshot().value).toEqual({ logo: 'settled', banners: 'settled', siteDetails: 'loading' });
    expect(actor.getSnapshot().context).toMatchObject({ logo: null, sliders, promotions: banners.promotions, socialLinks: [] });
    actor.start();
    await vi.waitFor(() => expect(actor.getSnapshot().value).toEqual({ logo: 'settled', banners: 'settled', siteDetails: 'settled' }));
    expect(asked).toEqual(['siteDetails']);
    expect(actor.getSnapshot().context.socialLinks).toEqual([{ name: 'facebook', link: 'https://facebook.com/takaplay' }]);
  });

  it('lets a missing actor stop the machine loudly', () => {
    expect(() => toContentFailure(new NotProvidedError('homeContent', 'actor', 'fetchLogo'))).toThrow(NotProvidedError);
    expect(toContentFailure(42)).toEqual({ kind: 'failed', message: '42' });
  });
});

describe('banner rotation machine (spec 1 §9: 3000 ms, progress tick 30 ms)', () => {
  it('moves the progress every 30 ms and shows the next banner after 3000 ms', () => {
    vi.useFakeTimers();
    const actor = createActor(bannerRotationMachine).start();
    vi.advanceTimersByTime(BANNER_PROGRESS_TICK_MS * 50);
    expect(actor.getSnapshot().context.elapsedTicks).toBe(50);
    expect(bannerProgress(actor.getSnapshot().context)).toBe(50);
    vi.advanceTimersByTime(BANNER_ROTATION_MS - BANNER_PROGRESS_TICK_MS * 50 - 1);
    expect(actor.getSnapshot().context.index).toBe(0);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().context).toEqual({ index: 1, elapsedTicks: 0 });
    vi.advanceTimersByTime(BANNER_ROTATION_MS);
    expect(actor.getSnapshot().context.index).toBe(2);
  });

  it('gives a chosen banner a full 3 s', () => {
    vi.useFakeTimers();
    const actor = createActor(bannerRotationMachine).start();
    vi.advanceTimersByTime(2000);
    actor.send({ type: 'banner.chosen', index: 4 });
    expect(actor.getSnapshot().context).toEqual({ index: 4, elapsedTicks: 0 });
    vi.advanceTimersByTime(2999);
    expect(actor.getSnapshot().context.index).toBe(4);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().context.index).toBe(5);
  });
});

describe('category bar machine (spec 1 §2.4)', () => {
  it('loads the first category’s providers, switches category and opens a provider’s games', async () => {
    const effects: string[] = [];
    const calls: { input: { category: GameCategory }; resolve: (value: CategoryProvider[]) => void; reject: (error: unknown) => void }[] = [];
    const machine = categoryBarMachine.provide({
      actors: {
        fetchCategoryProviders: fromPromise<CategoryProvider[], { category: GameCategory }>(({ input }) => new Promise((resolve, reject) => calls.push({ input, resolve, reject }))),
      },
      actions: {
        openProviderGames: (_, params) => void effects.push(`open ${params.category} ${params.provider.platform}`),
        logLoadFailure: (_, params) => void effects.push(`log ${params.message}`),
      },
    });
    const actor = createActor(machine, { input: {} }).start();
    expect(calls.map((call) => call.input.category)).toEqual(['CASINO']);
    calls[0]?.reject(new Error('Network error'));
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('providersUnavailable'));
    actor.send({ type: 'categoryBar.categoryChosen', category: 'SLOT' });
    calls[1]?.resolve([{ platform: 'JILI', name: 'JILI', icon: null }]);
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('showingProviders'));
    actor.send({ type: 'categoryBar.providerChosen', provider: { platform: 'JILI', name: 'JILI', icon: null } });
    expect(effects).toEqual(['log Network error', 'open SLOT JILI']);
  });

  it('starts with the first category’s providers the page brought: no call until another category is chosen', async () => {
    const asked: GameCategory[] = [];
    const jili: CategoryProvider = { platform: 'JILI', name: 'JILI', icon: null };
    const machine = categoryBarMachine.provide({
      actors: {
        fetchCategoryProviders: fromPromise<CategoryProvider[], { category: GameCategory }>(async ({ input }) => {
          asked.push(input.category);
          return [];
        }),
      },
    });
    const actor = createActor(machine, { input: { providers: [jili] } });
    expect(actor.getSnapshot().value).toBe('showingProviders');
    expect(actor.getSnapshot().context).toMatchObject({ category: 'CASINO', providers: [jili] });
    actor.start();
    actor.send({ type: 'categoryBar.categoryChosen', category: 'SLOT' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('showingProviders'));
    expect(asked).toEqual(['SLOT']);
    expect(actor.getSnapshot().context.providers).toEqual([]);
  });
});
