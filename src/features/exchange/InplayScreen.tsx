import { Tabs, TextInput, Title } from '@mantine/core';
import { eventsOfTab, groupBySport, INPLAY_TABS, isInPlay, type InplayTab } from '../../../machines/inplayList';
import { useInplayList } from '../../edge/inplayList';
import { t } from '../../i18n';
import { EventRow } from './EventRow';
import { ListFailure, ListLoading, NoEvents } from './ListStatus';
import { SportSection } from './SportSection';

const PATH = '/exchange-inplay';

/** /exchange-inplay (spec 1 §2.10): In-Play, Today, Tomorrow and Result tabs, a search, events grouped by sport. */
export function InplayScreen() {
  const [snapshot, send] = useInplayList();
  const { context } = snapshot;
  const groups = groupBySport(eventsOfTab(context, context.tab));
  return (
    <div data-testid="exchange-inplay">
      <Title order={1} size="h3" mb="sm">
        {t('exchangeLists.inplayTitle')}
      </Title>
      <Tabs value={context.tab} onChange={(tab) => tab && send({ type: 'inplayList.tabChosen', tab: tab as InplayTab })} keepMounted={false}>
        <Tabs.List aria-label={t('exchangeLists.tabs')}>
          {INPLAY_TABS.map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {t(`exchangeLists.tab.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <TextInput
        my="sm"
        type="search"
        aria-label={t('exchangeLists.search')}
        placeholder={t('exchangeLists.searchPlaceholder')}
        value={context.search}
        onChange={(event) => send({ type: 'inplayList.searchChanged', search: event.currentTarget.value })}
      />
      {context.failed ? <ListFailure send={send} /> : null}
      {!context.loaded ? (
        context.failed ? null : <ListLoading snapshot={snapshot} />
      ) : (
        groups.map((group) => (
          <SportSection key={group.sport} sport={group.sport}>
            {group.events.length === 0 ? (
              <NoEvents />
            ) : (
              group.events.map((event) => (
                <EventRow key={event.marketId} event={event} fromPath={PATH} inPlay={isInPlay(context, event)} detailed showResult={context.tab === 'result'} />
              ))
            )}
          </SportSection>
        ))
      )}
    </div>
  );
}
