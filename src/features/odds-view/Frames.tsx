import { Stack, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { eventNameOf, scoreFrameOf } from '../../../machines/oddsView';
import { useOffline } from '../../edge/connection';
import { siteConfig } from '../../config';
import { t } from '../../i18n';
import { useWhenIdle } from '../../ui/useWhenIdle';
import { useOddsViewActors } from './actors';
import classes from './oddsView.module.css';

/** The event's name: the detail's, else the match odds' first two runners. */
export function useEventName(): string {
  const { odds } = useOddsViewActors();
  return useSelector(odds, (snapshot) => eventNameOf(snapshot.context));
}

/** The stream and the live score (the score's place kept from the start, our own state when it cannot show). */
export function Frames() {
  const { odds } = useOddsViewActors();
  const eventId = useSelector(odds, (snapshot) => snapshot.context.eventId);
  const offline = useOffline();
  const score = useSelector(odds, (snapshot) => scoreFrameOf(snapshot.context, offline));
  const name = useEventName();
  // The stream's frame (a document of its own, made inside the commit that adds it) comes in a task of its own once
  // the page is idle; its place, the same size, is there from the start.
  const streamReady = useWhenIdle();
  return (
    <Stack gap={4}>
      {streamReady ? (
        <iframe className={`${classes.frame} ${classes.stream}`} title={t('oddsView.streamTitle', { event: name })} src={`${siteConfig.exchangeDataBaseUrl}stream/${encodeURIComponent(eventId)}`} loading="lazy" sandbox="allow-scripts allow-presentation" data-testid="odds-stream" />
      ) : (
        <div className={`${classes.frame} ${classes.stream}`} aria-hidden="true" data-testid="odds-stream-placeholder" />
      )}
      {/* The score frame's place is kept from the start: a frame arriving later must not move the prices under a finger. */}
      {score === 'pending' ? (
        <div className={`${classes.frame} ${classes.score}`} aria-hidden="true" data-testid="odds-score-placeholder" />
      ) : score === 'unavailable' ? (
        // Our own state, never the browser's error page in the frame (issue 22): offline, or no score from the feed.
        <div className={`${classes.frame} ${classes.score} ${classes.scoreUnavailable}`} role="status" data-testid="odds-score-unavailable">
          <Text size="sm" fw={600} c="gray.2">
            {t(offline ? 'oddsView.scoreOffline' : 'oddsView.scoreUnavailable')}
          </Text>
        </div>
      ) : (
        <iframe className={`${classes.frame} ${classes.score}`} title={t('oddsView.scoreTitle', { event: name })} src={score} loading="lazy" sandbox="allow-scripts" data-testid="odds-score" />
      )}
    </Stack>
  );
}
