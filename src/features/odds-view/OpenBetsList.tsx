import { Button, Text } from '@mantine/core';
import { Link } from 'wouter';
import { listedOpenBets } from '../../../machines/openBets';
import { useOpenBets } from '../../edge/openBets';
import { formatTaka, localizeDigits } from '../../format/money';
import { formatDhakaTime } from '../../format/time';
import { t } from '../../i18n';
import classes from './oddsView.module.css';

const sideKey = (betType: string) => (betType === 'lay' ? 'lay' : betType === 'yes' ? 'yes' : betType === 'no' ? 'no' : 'back');
const money = (amount: number) => formatTaka(amount, { fixedDecimals: true });

/**
 * Issue 22: below the desktop's bet slip, the player's open bets on this event (side, selection,
 * odds, stake, liability and profit, when matched), asked for again after a matched bet and on the
 * header's refresh; "All open bets" leads to the account's My Bets.
 */
export function OpenBetsList({ eventId }: { eventId: string }) {
  const [snapshot, send] = useOpenBets(eventId);
  const { context } = snapshot;
  const bets = listedOpenBets(context);
  return (
    <section className={classes.openBetsList} aria-label={t('betSlip.openBetsHere')} data-testid="open-bets">
      <Text fw={700} size="sm" px="sm" py={6} className={classes.slipColumnTitle}>
        {t('betSlip.openBets')}
      </Text>
      {context.failed ? (
        <div className={classes.openBetsNote} role="status" data-testid="open-bets-failed">
          <Text size="xs">{t('betSlip.openBetsFailed')}</Text>
          <Button size="compact-xs" variant="light" mt={4} onClick={() => send({ type: 'openBets.retryRequested' })}>
            {t('betSlip.openBetsRetry')}
          </Button>
        </div>
      ) : null}
      {!context.loaded ? (
        <Text size="xs" c="dark.2" className={classes.openBetsNote}>
          {t('betSlip.loadingOpenBets')}
        </Text>
      ) : bets.length === 0 && !context.failed ? (
        <Text size="xs" c="dark.2" className={classes.openBetsNote} data-testid="open-bets-none">
          {t('betSlip.noOpenBets')}
        </Text>
      ) : (
        <ul className={classes.openBetsRows}>
          {bets.map((bet) => (
            <li key={bet.transactionId} className={classes.openBet} data-side={sideKey(bet.betType)} data-testid="open-bet">
              <div className={classes.openBetLine}>
                <span className={classes.openBetSide}>{t(`exchangeAccount.bet.betType.${sideKey(bet.betType)}`)}</span>
                <span className={classes.openBetSelection}>{bet.selectionName}</span>
                <span data-testid="open-bet-odds">{localizeDigits(bet.run === null ? String(bet.odds) : `${bet.run} @ ${bet.odds}`)}</span>
              </div>
              <div className={classes.openBetFigures}>
                <span>
                  {t('exchangeAccount.bet.stake')} {money(bet.stake)}
                </span>
                <span>
                  {t('exchangeAccount.bet.liability')} {money(bet.potentialLiability)}
                </span>
                <span>
                  {t('exchangeAccount.bet.potentialProfit')} {money(bet.potentialProfit)}
                </span>
              </div>
              <Text size="xs" c="dark.2">
                {bet.marketName} · {t('betSlip.matchedAt', { time: formatDhakaTime(bet.placedAt, 'DD MMM HH:mm:ss') })}
              </Text>
            </li>
          ))}
        </ul>
      )}
      {context.more ? (
        <Text size="xs" c="dark.2" className={classes.openBetsNote}>
          {t('betSlip.moreOpenBets')}
        </Text>
      ) : null}
      <Link href="/exchange-account?section=my-bets" className={classes.openBets} data-testid="open-bets-link">
        {t('betSlip.allOpenBets')}
      </Link>
    </section>
  );
}
