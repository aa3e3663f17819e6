import { Button, Text } from '@mantine/core';
import { Link, useLocation, useSearch } from 'wouter';
import { sportsColumnOf } from '../../../machines/inplayList';
import { useInplayList } from '../../edge/inplayList';
import { localizeDigits } from '../../format/money';
import { t } from '../../i18n';
import classes from './exchange.module.css';
import { oddsViewHref } from './links';

/** The odds view's event and the page it came from, read from the address; elsewhere no event and this page. */
function currentPlaceOf(location: string, search: string): { eventId: string | null; fromPath: string } {
  if (location !== '/odds-view') return { eventId: null, fromPath: location };
  const query = new URLSearchParams(search);
  const from = query.get('from');
  return { eventId: query.get('eventId'), fromPath: from !== null && from.startsWith('/') && !from.startsWith('//') ? from : '/exchange-inplay' };
}

/**
 * Issue 22: the desktop's left column below the exchange pages: Cricket, Soccer and Tennis, each
 * opening to its events (in play first, marked In-Play), each a link to its odds view; the odds
 * view's own event is marked. The lists come from the page's one event-list actor (no second poll).
 */
export function SportsColumn() {
  const [snapshot, send] = useInplayList();
  const [location] = useLocation();
  const { eventId, fromPath } = currentPlaceOf(location, useSearch());
  const { context } = snapshot;
  const groups = sportsColumnOf(context);
  const currentSport = groups.find((group) => group.events.some(({ event }) => event.eventId === eventId))?.sport ?? null;
  const listed = context.loaded || context.events.length > 0;
  return (
    <section aria-label={t('exchangeShell.sideNav')} className={classes.sportsColumn} data-testid="exchange-sports-column">
      {context.failed ? (
        <div className={classes.columnNote} role="status">
          <Text size="xs">{t('exchangeLists.loadFailed')}</Text>
          <Button size="compact-xs" variant="light" mt={4} onClick={() => send({ type: 'inplayList.retryRequested' })}>
            {t('exchangeLists.retry')}
          </Button>
        </div>
      ) : null}
      {!listed && !context.failed ? (
        <Text size="xs" c="dark.2" className={classes.columnNote}>
          {t('exchangeLists.loadingEvents')}
        </Text>
      ) : null}
      {listed
        ? groups.map((group) => (
            // Closed at first, except the sport of the odds view's event (or Cricket elsewhere): a click opens any of them.
            <details key={group.sport} className={classes.columnSport} open={group.sport === (currentSport ?? 'cricket')} data-testid={`column-sport-${group.sport}`}>
              <summary>
                <span>{t(`exchangeLists.sport.${group.sport}`)}</span>
                <span className={classes.columnCount}>{localizeDigits(String(group.events.length))}</span>
              </summary>
              {group.events.length === 0 ? (
                <Text size="xs" c="dark.2" className={classes.columnNote}>
                  {t('exchangeLists.noEvents')}
                </Text>
              ) : (
                <ul className={classes.columnEvents}>
                  {group.events.map(({ event, inPlay }) => (
                    <li key={event.marketId}>
                      <Link
                        href={oddsViewHref(event, fromPath)}
                        className={classes.columnEvent}
                        aria-current={event.eventId === eventId ? 'page' : undefined}
                        data-testid="column-event"
                        data-event-id={event.eventId}
                      >
                        <span className={classes.columnEventName}>{event.name}</span>
                        {inPlay ? (
                          <span className={classes.columnInPlay} data-testid="column-inplay">
                            {t('exchangeLists.inPlay')}
                          </span>
                        ) : null}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </details>
          ))
        : null}
    </section>
  );
}
