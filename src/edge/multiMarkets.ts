import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { createActor, fromPromise } from 'xstate';
import { EXCHANGE_SPORTS } from '../../machines/inplayList';
import { multiMarketsMachine, type MarketPrices, type PinnedMarket } from '../../machines/multiMarkets';
import { failedAnyWords } from '../../machines/lib/failures';
import { callApi } from './call';
import { inspectFlow } from './flowRecorder';
import { followPageVisibility, isPageHidden } from './pageVisibility';

/** Browser storage key of the pinned markets. */
export const MULTI_MARKETS_STORAGE_KEY = 'exchangeMultiMarkets';

const PRICE_CONCURRENCY = 4;

const isPin = (value: unknown): value is PinnedMarket => {
  if (typeof value !== 'object' || value === null) return false;
  const pin = value as Record<string, unknown>;
  return typeof pin.marketId === 'string' && typeof pin.eventId === 'string' && typeof pin.name === 'string' && EXCHANGE_SPORTS.includes(pin.sport as never);
};

/** The stored pins; anything unreadable counts as none. */
export function readPins(storage: Storage | undefined = globalThis.localStorage): PinnedMarket[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(MULTI_MARKETS_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isPin) : [];
  } catch {
    return [];
  }
}

export function writePins(pins: readonly PinnedMarket[], storage: Storage | undefined = globalThis.localStorage): void {
  storage?.setItem(MULTI_MARKETS_STORAGE_KEY, JSON.stringify(pins));
}

export function multiMarketsMachineFor(storage: Storage | undefined = globalThis.localStorage) {
  return multiMarketsMachine.provide({
    actors: {
      // Loaded on first use: the exchange calls stay out of the entry chunk. A failure is logged with any words it has.
      fetchPrices: fromPromise<Record<string, MarketPrices>, { marketIds: readonly string[] }>(({ input, signal }) =>
        callApi(
          () => import('../api/exchangeEvents'),
          failedAnyWords,
          async (api, exchangeDataClient) => {
            let firstError: unknown = null;
            const answers = await api.mapLimited(input.marketIds, PRICE_CONCURRENCY, (marketId) =>
              api.fetchMarketPrices(exchangeDataClient, marketId, signal).then(
                (prices) => [marketId, prices] as const,
                (error: unknown) => {
                  firstError ??= error;
                  return null;
                },
              ),
            );
            const prices = Object.fromEntries(answers.filter((answer) => answer !== null));
            // Only when no market answered is the poll a failure; the others keep their last prices.
            if (input.marketIds.length > 0 && Object.keys(prices).length === 0) throw firstError;
            return prices;
          },
          'exchangeData',
        ),
      ),
    },
    actions: {
      savePins: (_, pins) => writePins(pins, storage),
      reportPricesFailure: (_, failure) => console.error(`Multi Markets: ${failure.message ?? 'the call failed'}`),
    },
  });
}

let shared: ReturnType<typeof startMultiMarkets> | null = null;

function startMultiMarkets() {
  return createActor(multiMarketsMachineFor(), { input: { pins: readPins() }, inspect: inspectFlow('multiMarkets') }).start();
}

/** The one Multi Markets actor of the page: the event lists pin into it, the Multi Markets page watches it. */
export function multiMarketsActor() {
  shared ??= startMultiMarkets();
  return shared;
}

/** The pins (and prices) for a view. */
export function useMultiMarkets() {
  const actor = multiMarketsActor();
  const context = useSelector(actor, (snapshot) => snapshot.context);
  return [context, actor.send.bind(actor)] as const;
}

/** The Multi Markets page: prices are polled while it is open and visible. */
export function useWatchedMultiMarkets() {
  const actor = multiMarketsActor();
  useEffect(() => {
    actor.send({ type: 'multiMarkets.viewOpened', hidden: isPageHidden() });
    const stopFollowing = followPageVisibility((event) => actor.send(event));
    return () => {
      stopFollowing();
      actor.send({ type: 'multiMarkets.viewClosed' });
    };
  }, [actor]);
  return useMultiMarkets();
}
