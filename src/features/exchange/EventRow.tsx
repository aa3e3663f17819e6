import { ActionIcon, Badge, Group, Text } from '@mantine/core';
import { Link } from 'wouter';
import type { ExchangeEvent } from '../../../machines/inplayList';
import { isPinned, type PinnedMarket } from '../../../machines/multiMarkets';
import { useMultiMarkets } from '../../edge/multiMarkets';
import { formatDhakaTime } from '../../format/time';
import { t } from '../../i18n';
import classes from './exchange.module.css';
import { PinIcon } from './icons';
import { oddsViewHref } from './links';

export const pinOf = (event: ExchangeEvent): PinnedMarket => ({ marketId: event.marketId, eventId: event.eventId, sport: event.sport, name: event.name });

/** The pin to Multi Markets (spec 1 §2.10): pressed while the market is pinned. */
export function PinButton({ event }: { event: ExchangeEvent }) {
  const [multi, send] = useMultiMarkets();
  const pinned = isPinned(multi, event.marketId);
  return (
    <ActionIcon
      variant={pinned ? 'filled' : 'subtle'}
      color={pinned ? 'yellow' : 'gray'}
      aria-pressed={pinned}
      aria-label={t(pinned ? 'exchangeLists.unpin' : 'exchangeLists.pin', { event: event.name })}
      data-testid="exchange-pin"
      onClick={() => send({ type: 'multiMarkets.pinToggled', market: pinOf(event) })}
    >
      <PinIcon size={16} />
    </ActionIcon>
  );
}

type EventRowProps = {
  event: ExchangeEvent;
  fromPath: string;
  inPlay: boolean;
  /** The In-Play page's row: Fancy and BookMaker badges, status "In-Play" and the pin. */
  detailed?: boolean;
  /** The Result tab: the winner and the score. */
  showResult?: boolean;
};

/** One event: its name linking to the odds view, when it starts (Dhaka time) or its result, and badges. */
export function EventRow({ event, fromPath, inPlay, detailed = false, showResult = false }: EventRowProps) {
  return (
    <div className={classes.eventRow} data-testid="exchange-event" data-event-id={event.eventId} data-sport={event.sport}>
      <div style={{ flex: 1, minWidth: 0 }}>
        <Link href={oddsViewHref(event, fromPath)} className={classes.eventLink}>
          <Text size="sm" fw={600} truncate>
            {event.name}
          </Text>
        </Link>
        <Group gap={6} wrap="wrap" mt={2}>
          <Text size="xs" c="dark.2">
            {showResult
              ? [event.result === null ? null : t('exchangeLists.result', { result: event.result }), event.score].filter((part) => part !== null).join(' · ')
              : event.openDate === null
                ? ''
                : formatDhakaTime(event.openDate, 'DD MMM HH:mm')}
          </Text>
          {inPlay ? (
            <Badge color="green" size="sm" style={{ flexShrink: 0, overflow: 'visible' }} data-testid="badge-inplay">
              {t('exchangeLists.inPlay')}
            </Badge>
          ) : null}
          {detailed && event.fancy ? (
            <Badge color="grape" size="sm" variant="light" data-testid="badge-fancy">
              {t('exchangeLists.fancy')}
            </Badge>
          ) : null}
          {detailed && event.bookmaker ? (
            <Badge color="blue" size="sm" variant="light" data-testid="badge-bookmaker">
              {t('exchangeLists.bookmaker')}
            </Badge>
          ) : null}
        </Group>
      </div>
      {detailed ? <PinButton event={event} /> : null}
    </div>
  );
}
