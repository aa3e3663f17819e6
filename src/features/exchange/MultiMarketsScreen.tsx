import { ActionIcon, Alert, Center, Group, Loader, Paper, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import type { BestPrice, MarketPrices, PinnedMarket } from '../../../machines/multiMarkets';
import { useWatchedMultiMarkets } from '../../edge/multiMarkets';
import { t } from '../../i18n';
import classes from './exchange.module.css';
import { PinIcon } from './icons';
import { oddsViewHref } from './links';

const PATH = '/exchange-multi';

function Price({ side, price }: { side: 'back' | 'lay'; price: BestPrice | null }) {
  return (
    <div className={`${classes.priceCell} ${classes[side]}`} data-testid={`price-${side}`}>
      <strong>{price ? price.price : t('multiMarkets.noPrice')}</strong>
      <span style={{ fontSize: 11 }}>{price ? Math.round(price.size) : ''}</span>
    </div>
  );
}

function MarketCard({ pin, prices, onUnpin }: { pin: PinnedMarket; prices: MarketPrices | undefined; onUnpin: () => void }) {
  return (
    <Paper component="section" withBorder mb="sm" aria-label={pin.name} data-testid="multi-market" data-market-id={pin.marketId}>
      <Group justify="space-between" wrap="nowrap" px="sm" py={6} bg="dark.6">
        <Text component={Link} href={oddsViewHref(pin, PATH)} fw={700} size="sm" truncate aria-label={t('multiMarkets.openOdds', { event: pin.name })}>
          {pin.name}
        </Text>
        <Group gap={6} wrap="nowrap">
          {prices?.status === 'SUSPENDED' ? <Text size="xs" c="red.4">{t('multiMarkets.suspended')}</Text> : null}
          {prices?.status === 'CLOSED' ? <Text size="xs" c="dark.2">{t('multiMarkets.closed')}</Text> : null}
          <ActionIcon variant="filled" color="yellow" aria-label={t('multiMarkets.unpin', { event: pin.name })} data-testid="multi-unpin" onClick={onUnpin}>
            <PinIcon size={16} />
          </ActionIcon>
        </Group>
      </Group>
      {prices === undefined ? (
        <Center py="sm">
          <Loader size="xs" aria-label={t('multiMarkets.loading')} />
        </Center>
      ) : (
        <div>
          <Group justify="flex-end" gap={4} px="sm" pt={4}>
            <Text size="xs" w={56} ta="center">
              {t('multiMarkets.back')}
            </Text>
            <Text size="xs" w={56} ta="center">
              {t('multiMarkets.lay')}
            </Text>
          </Group>
          {prices.runners.map((runner) => (
            <Group key={runner.name} justify="space-between" wrap="nowrap" gap={4} px="sm" py={4} data-testid="multi-runner">
              <Text size="sm" truncate>
                {runner.name}
              </Text>
              <Group gap={4} wrap="nowrap">
                <Price side="back" price={runner.back} />
                <Price side="lay" price={runner.lay} />
              </Group>
            </Group>
          ))}
        </div>
      )}
    </Paper>
  );
}

/** /exchange-multi: the pinned markets with each runner's best back and lay, polled while the page is visible. */
export function MultiMarketsScreen() {
  const [context, send] = useWatchedMultiMarkets();
  return (
    <div data-testid="exchange-multi">
      <Title order={1} size="h3" mb="sm">
        {t('multiMarkets.title')}
      </Title>
      {context.failed ? (
        <Alert color="red" variant="light" mb="sm" data-testid="multi-failed">
          {t('multiMarkets.loadFailed')}
        </Alert>
      ) : null}
      {context.pins.length === 0 ? (
        <Text c="dark.2" py="lg" ta="center" data-testid="multi-empty">
          {t('multiMarkets.empty')}
        </Text>
      ) : (
        context.pins.map((pin) => (
          <MarketCard key={pin.marketId} pin={pin} prices={context.prices[pin.marketId]} onUnpin={() => send({ type: 'multiMarkets.unpinned', marketId: pin.marketId })} />
        ))
      )}
    </div>
  );
}
