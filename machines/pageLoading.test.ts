import { createActor, fromPromise } from 'xstate';
import { NotProvidedError } from './lib/unprovided';
import { BRANDING_TIMEOUT_MS, pageLoadingMachine, toBrandingFailure, type GeneralSettings, type PageLoadingInput, type LogoRecord } from './pageLoading';

const logo: LogoRecord = { logo: '/l.svg', mobileLogo: '/m.svg', loaderLogo: '/loader.svg', favicon: '/f.svg' };
const general: GeneralSettings = { siteTitle: 'TakaPlay', supportMail: '', whatsapp: '+880 1700', liveChat: '', intercom: '', tawkId: '' };

type Pending<T> = { resolve: (value: T) => void; reject: (error: unknown) => void };

function startLoading(input: PageLoadingInput = {}) {
  const effects: string[] = [];
  const logoCalls: Pending<LogoRecord | null>[] = [];
  const generalCalls: Pending<GeneralSettings>[] = [];
  const machine = pageLoadingMachine.provide({
    actors: {
      fetchLogo: fromPromise<LogoRecord | null, void>(() => new Promise((resolve, reject) => logoCalls.push({ resolve, reject }))),
      fetchGeneral: fromPromise<GeneralSettings, void>(() => new Promise((resolve, reject) => generalCalls.push({ resolve, reject }))),
    },
    actions: {
      applyFavicon: ({ context }) => void effects.push(`favicon ${context.logo?.favicon}`),
      applyGeneralSettings: ({ context }) => void effects.push(`title ${context.general?.siteTitle}`),
      logFailure: (_, failure) => void effects.push(`log ${JSON.stringify(failure)}`),
    },
  });
  const actor = createActor(machine, { input }).start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, effects, logoCalls, generalCalls, settle };
}

describe('page loading machine (spec 1 §4 Page loading)', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the splash until both the logo and the title are ready', async () => {
    const { actor, effects, logoCalls, generalCalls, settle } = startLoading();
    expect(actor.getSnapshot().matches('loadingBranding')).toBe(true);
    logoCalls[0]?.resolve(logo);
    await settle();
    expect(actor.getSnapshot().matches('loadingBranding')).toBe(true);
    generalCalls[0]?.resolve(general);
    await settle();
    expect(actor.getSnapshot().value).toBe('siteShown');
    expect(actor.getSnapshot().context).toMatchObject({ logo, general });
    expect(effects).toEqual(['favicon /f.svg', 'title TakaPlay']);
  });

  it('a page the server drew (issue 26 §1) shows no splash, and still loads and applies the logo and the title', async () => {
    const { actor, effects, logoCalls, generalCalls, settle } = startLoading({ firstScreenDrawn: true });
    expect(actor.getSnapshot().matches('loadingBranding')).toBe(true);
    expect(actor.getSnapshot().context.splashDismissed).toBe(true);
    logoCalls[0]?.resolve(logo);
    generalCalls[0]?.resolve(general);
    await settle();
    expect(actor.getSnapshot().value).toBe('siteShown');
    expect(effects).toEqual(['favicon /f.svg', 'title TakaPlay']);
  });

  it('failures are logged and the site still opens', async () => {
    const { actor, effects, logoCalls, generalCalls, settle } = startLoading();
    logoCalls[0]?.reject(new Error('offline'));
    generalCalls[0]?.reject({ message: 'General settings not found.' });
    await settle();
    expect(actor.getSnapshot().value).toBe('siteShown');
    expect(effects).toEqual(['log {"call":"logo","message":"offline"}', 'log {"call":"general","message":"General settings not found."}']);
  });

  it(`a slow server never blocks the site: the splash goes after ${BRANDING_TIMEOUT_MS} ms, and late answers still apply`, async () => {
    vi.useFakeTimers();
    const { actor, effects, logoCalls, generalCalls } = startLoading();
    vi.advanceTimersByTime(BRANDING_TIMEOUT_MS - 1);
    expect(actor.getSnapshot().context.splashDismissed).toBe(false);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().context.splashDismissed).toBe(true);
    expect(effects).toHaveLength(1);
    expect(effects[0]).toMatch(/^log \{"call":"timeout"/);
    logoCalls[0]?.resolve(logo);
    generalCalls[0]?.resolve(general);
    await vi.runAllTimersAsync();
    expect(actor.getSnapshot().value).toBe('siteShown');
    expect(effects.slice(1)).toEqual(['favicon /f.svg', 'title TakaPlay']);
  });

  it('a broken loader image switches the splash to dots, at any time', () => {
    const { actor } = startLoading();
    actor.send({ type: 'splash.imageFailed' });
    expect(actor.getSnapshot().context.loaderImageFailed).toBe(true);
  });

  it('a missing actor is not taken for a failed call', () => {
    expect(() => toBrandingFailure('logo', new NotProvidedError('pageLoading', 'actor', 'fetchLogo'))).toThrow(NotProvidedError);
  });
});
