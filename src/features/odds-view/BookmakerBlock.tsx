import { useSelector } from '@xstate/react';
import { memo, useCallback } from 'react';
import { bookmakerStatusOf } from '../../../machines/oddsView';
import { t } from '../../i18n';
import { BlockTitle, ColumnHead, RowsWithSlip, RowStatusFlag } from './MarketParts';
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
      <RowStatusFlag status={status} />
    </div>
  );
});

/** BookMaker (spec 1 §2.10, §4): runner, backPrice, layPrice; Ball Running before Suspend. */
export function BookmakerBlock() {
  const { odds } = useOddsViewActors();
  const ids = useSelector(odds, (snapshot) => snapshot.context.detail?.bookmaker?.runners.map((runner) => runner.selectionId) ?? [], sameIds);
  if (ids.length === 0) return null;
  return (
    <section className={classes.block} aria-label={t('oddsView.bookmaker')} data-testid="bookmaker">
      <BlockTitle title={t('oddsView.bookmaker')} market="bookmaker" />
      <ColumnHead left={t('oddsView.column.back')} right={t('oddsView.column.lay')} />
      <RowsWithSlip ids={ids} rowKeyOf={(id) => `bm:${id}`} renderRow={(id) => <BookmakerRow selectionId={id} />} />
    </section>
  );
}
