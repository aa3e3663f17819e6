import { Alert, Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useDeferredValue, useMemo } from 'react';
import { Link, useSearch } from 'wouter';
import type { BetLimits } from '../../../machines/betSlip';
import { isStale } from '../../../machines/oddsView';
import { useBetSlipActor, useSlipFollowsPrices } from '../../edge/betSlip';
import { useLimits } from '../../edge/limits';
import { useOddsViewActor } from '../../edge/oddsView';
import { t } from '../../i18n';
import { LoadFailureAlert } from '../../ui/LoadFailureAlert';
import { OddsViewActorsContext, useOddsViewActors } from './actors';
import { BetSlipDock } from './BetSlipDock';
import { OpenBetsList } from './OpenBetsList';
import { Frames, useEventName } from './Frames';
import { BookmakerBlock } from './BookmakerBlock';
import { FancyBlock } from './FancyBlock';
import { MatchOddsBlock } from './MatchOddsBlock';
import classes from './oddsView.module.css';
import { oddsViewParamsOf, type OddsViewParams } from './params';

function OddsHeader() {
  const { odds } = useOddsViewActors();
  const sport = useSelector(odds, (snapshot) => snapshot.context.selectedSport);
  const previousPath = useSelector(odds, (snapshot) => snapshot.context.previousPath);
  const inPlay = useSelector(odds, (snapshot) => snapshot.context.market?.inPlay === true);
  const name = useEventName();
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs" py="xs">
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
        <Button component={Link} href={previousPath} size="compact-sm" variant="subtle" style={{ flexShrink: 0 }} data-testid="odds-back">
          ‹ {t('oddsView.back')}
        </Button>
        <div style={{ minWidth: 0 }}>
          <Text size="xs" c="dark.2">
            {t(`oddsView.sport.${sport}`)}
          </Text>
          {/* One line kept for the name before it arrives, so the frames below do not move (issue 26 §2). */}
          <Title order={1} size="h5" data-testid="odds-event-name" style={{ overflowWrap: 'anywhere', minHeight: '1lh' }}>
            {name}
          </Title>
        </div>
      </Group>
      {inPlay ? (
        <Badge color="green" variant="filled" style={{ flexShrink: 0, overflow: 'visible' }} data-testid="in-play">
          {t('oddsView.inPlay')}
        </Badge>
      ) : null}
    </Group>
  );
}

/** The loading overlay until the market's blocks are in (spec 1 §2.10). */
function FeedLoading() {
  return (
    <div className={classes.loading} data-testid="odds-loading">
      <Loader role="status" aria-label={t('oddsView.loading')} />
    </div>
  );
}

/** The stale notice after failed polls. */
function FeedStale() {
  const { odds } = useOddsViewActors();
  const stale = useSelector(odds, (snapshot) => isStale(snapshot.context));
  return stale ? (
    <Alert className={classes.stale} color="yellow" variant="light" role="status" data-testid="odds-stale" p="xs">
      {t('oddsView.stale')}
    </Alert>
  ) : null;
}

/**
 * Issue 23 §5: the bet slip starts with the server's limits. The first page has them in its boot
 * data and later screens keep them, so the wait is not seen; until then the odds' own loader shows.
 */
function OddsViewWithLimits({ params }: { params: OddsViewParams }) {
  const { limits, failed, retry } = useLimits();
  if (limits) return <OddsView params={params} limits={limits.bet} />;
  if (failed) return <LoadFailureAlert title={t('oddsView.limitsFailed')} hint={t('oddsView.limitsFailedHint')} retryLabel={t('oddsView.retry')} testId="odds-limits-failed" onRetry={retry} />;
  return (
    <div className={classes.market} style={{ minHeight: 240 }}>
      <FeedLoading />
    </div>
  );
}

/**
 * The market's blocks, once the first match odds are in. They mount from a deferred value, so React renders
 * them in a transition, in slices that let the page answer a finger between them, instead of in the one
 * long task the feed's answer would otherwise make (issue 26 §2; docs/bench.md, stop 45). The loading
 * overlay stays over the column until they are there.
 */
function MarketBlocks() {
  const { odds } = useOddsViewActors();
  const arrived = useSelector(odds, (snapshot) => snapshot.context.market !== null);
  const shown = useDeferredValue(arrived);
  if (!shown) return <FeedLoading />;
  return (
    <>
      <MatchOddsBlock />
      <BookmakerBlock />
      <FancyBlock />
    </>
  );
}

function OddsView({ params, limits }: { params: OddsViewParams; limits: BetLimits }) {
  const odds = useOddsViewActor(params);
  const slip = useBetSlipActor(limits);
  useSlipFollowsPrices(odds, slip);
  const actors = useMemo(() => ({ odds, slip }), [odds, slip]);
  return (
    <OddsViewActorsContext.Provider value={actors}>
      {/* Issue 22: on a desktop the market and the bet slip's column side by side. */}
      <div className={classes.screen} data-testid="odds-view">
        <div className={classes.market}>
          <OddsHeader />
          <Frames />
          <FeedStale />
          <MarketBlocks />
        </div>
        <BetSlipDock below={<OpenBetsList eventId={params.eventId} />} />
      </div>
    </OddsViewActorsContext.Provider>
  );
}

/** /odds-view?marketId&eventId&sport&from (spec 1 §2.10): a clear message when the link lacks what it needs. */
export function OddsViewScreen() {
  const search = useSearch();
  const params = useMemo(() => oddsViewParamsOf(search), [search]);
  if (!params)
    return (
      <Paper p="xl" withBorder maw={560} mx="auto" mt="xl" data-testid="odds-view-invalid">
        <Stack align="center" gap="md" ta="center">
          <Title order={1} size="h3">
            {t('oddsView.invalid.title')}
          </Title>
          <Text c="dimmed">{t('oddsView.invalid.text')}</Text>
          <Button component={Link} href="/exchange-inplay" variant="light">
            {t('oddsView.invalid.link')}
          </Button>
        </Stack>
      </Paper>
    );
  return <OddsViewWithLimits key={`${params.marketId}|${params.eventId}|${params.selectedSport}`} params={params} />;
}
