import { Tabs, Title } from '@mantine/core';
import { EXCHANGE_SPORTS, isInPlay, openEventsOf, type ExchangeSport } from '../../../machines/inplayList';
import { useInplayList } from '../../edge/inplayList';
import { t } from '../../i18n';
import { EventRow } from './EventRow';
import { ListFailure, ListLoading, NoEvents } from './ListStatus';
import { SportSection } from './SportSection';

const PATH = '/exchange-sports';

/** /exchange-sports: Cricket, Soccer and Tennis tabs, each listing the sport's events still to finish. */
export function SportsScreen() {
  const [snapshot, send] = useInplayList();
  const { context } = snapshot;
  const events = openEventsOf(context, context.sport);
  return (
    <div data-testid="exchange-sports">
      <Title order={1} size="h3" mb="sm">
        {t('exchangeLists.sportsTitle')}
      </Title>
      <Tabs value={context.sport} onChange={(sport) => sport && send({ type: 'inplayList.sportChosen', sport: sport as ExchangeSport })} mb="sm">
        <Tabs.List aria-label={t('exchangeLists.sports')}>
          {EXCHANGE_SPORTS.map((sport) => (
            <Tabs.Tab key={sport} value={sport}>
              {t(`exchangeLists.sport.${sport}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {context.failed ? <ListFailure send={send} /> : null}
      {!context.loaded ? (
        context.failed ? null : <ListLoading snapshot={snapshot} />
      ) : (
        <SportSection sport={context.sport}>
          {events.length === 0 ? <NoEvents /> : events.map((event) => <EventRow key={event.marketId} event={event} fromPath={PATH} inPlay={isInPlay(context, event)} detailed />)}
        </SportSection>
      )}
    </div>
  );
}
