import { useSelector } from '@xstate/react';
import { Fragment, memo, useCallback } from 'react';
import { STAKE_LIMITS } from '../../../machines/betSlip';
import { bookmakerStatusOf } from '../../../machines/oddsView';
import { formatTaka } from '../../format/money';
import { t } from '../../i18n';
import { BetSlipPanel } from './BetSlipPanel';
import { sameIds, useOddsViewActors } from './actors';
import classes from './oddsView.module.css';
import { PriceCell } from './PriceCell';

const BookmakerRow = memo(function BookmakerRow({ selectionId }: { selectionId: number }) {
  const { odds, slip } = useOddsViewActors();
  const runner = useSelector(odds, (snapshot) => snapshot.context.detail?.bookmaker?.runners.find((candidate) => candidate.selectionId === selectionId));
  const onPick = useCallback(
    (side: 'back' | 'lay') => {
      const { context } = odds.getSnapshot();
      const market = context.detail?.bookmaker;
      const current = market?.runners.find((candidate) => candidate.selectionId === selectionId);
      if (!market || !current) return;
      slip.send({
        type: 'slip.priceSelected',
        selection: {
          market: 'bookmaker',
          eventId: context.eventId,
          marketId: market.marketId,
          selectionId,
          side,
          odds: side === 'back' ? current.backPrice : current.layPrice,
          run: null,
          lineType: null,
          label: current.name,
          runners: market.runners.map((each) => ({ selectionId: each.selectionId, name: each.name })),
          rowKey: `bm:${selectionId}`,
        },
      });
    },
    [odds, slip, selectionId],
  );
  if (!runner) return null;
  const status = bookmakerStatusOf(runner);
  return (
    <div className={classes.row} data-testid="bookmaker-row">
      <div className={classes.name}>{runner.name}</div>
      <PriceCell kind="back" price={runner.backPrice} size={null} label={t('oddsView.priceLabel', { side: t('oddsView.column.back'), name: runner.name, price: runner.backPrice })} testId="bookmaker-back" onPick={onPick} />
      <PriceCell kind="lay" price={runner.layPrice} size={null} label={t('oddsView.priceLabel', { side: t('oddsView.column.lay'), name: runner.name, price: runner.layPrice })} testId="bookmaker-lay" onPick={onPick} />
      {status ? (
        <div className={classes.overlay} data-testid="row-status">
          {status === 'ballRunning' ? t('oddsView.ballRunning') : t('oddsView.suspend')}
        </div>
      ) : null}
    </div>
  );
});

/** BookMaker (spec 1 §2.10, §4): runner, backPrice, layPrice; Ball Running before Suspend. */
export function BookmakerBlock() {
  const { odds, slip } = useOddsViewActors();
  const ids = useSelector(odds, (snapshot) => snapshot.context.detail?.bookmaker?.runners.map((runner) => runner.selectionId) ?? [], sameIds);
  const slipRow = useSelector(slip, (snapshot) => snapshot.context.selection?.rowKey ?? null);
  if (ids.length === 0) return null;
  const limits = STAKE_LIMITS.bookmaker;
  return (
    <section className={classes.block} aria-label={t('oddsView.bookmaker')} data-testid="bookmaker">
      <div className={classes.blockTitle}>
        <span>{t('oddsView.bookmaker')}</span>
        <span className={classes.minMax}>{t('oddsView.minMax', { min: formatTaka(limits.min), max: formatTaka(limits.max) })}</span>
      </div>
      <div className={classes.head} aria-hidden="true">
        <span />
        <span>{t('oddsView.column.back')}</span>
        <span>{t('oddsView.column.lay')}</span>
      </div>
      {ids.map((id) => (
        <Fragment key={id}>
          <BookmakerRow selectionId={id} />
          {slipRow === `bm:${id}` ? <BetSlipPanel /> : null}
        </Fragment>
      ))}
    </section>
  );
}
