import { Text, Title } from '@mantine/core';
import { eventsOfTab, groupBySport, isInPlay } from '../../../machines/inplayList';
import { useInplayList } from '../../edge/inplayList';
import { t } from '../../i18n';
import { EventRow } from './EventRow';
import { ListFailure, ListLoading, NoEvents } from './ListStatus';
import { SportSection } from './SportSection';

const PATH = '/exchange';

/** /exchange (spec 1 §2.10 Home): per sport the in-play events, then today's others, each linking to the odds view. */
export function HomeScreen() {
  const [snapshot, send] = useInplayList();
  const { context } = snapshot;
  const inPlay = groupBySport(eventsOfTab(context, 'inPlay'));
  const today = groupBySport(eventsOfTab(context, 'today').filter((event) => !isInPlay(context, event)));
  return (
    <div data-testid="exchange-home">
      <Title order={1} size="h3" mb="sm">
        {t('exchangeLists.homeTitle')}
      </Title>
      {context.failed ? <ListFailure send={send} /> : null}
      {!context.loaded ? (
        context.failed ? null : <ListLoading snapshot={snapshot} />
      ) : (
        inPlay.map((group, index) => {
          const later = today[index]?.events ?? [];
          return (
            <SportSection key={group.sport} sport={group.sport}>
              {group.events.length === 0 && later.length === 0 ? <NoEvents /> : null}
              {group.events.map((event) => (
                <EventRow key={event.marketId} event={event} fromPath={PATH} inPlay />
              ))}
              {later.length > 0 ? (
                <Text size="xs" fw={700} c="dark.2" px="sm" pt={6}>
                  {t('exchangeLists.homeToday')}
                </Text>
              ) : null}
              {later.map((event) => (
                <EventRow key={event.marketId} event={event} fromPath={PATH} inPlay={false} />
              ))}
            </SportSection>
          );
        })
      )}
    </div>
  );
}
