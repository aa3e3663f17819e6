import { useSelector } from '@xstate/react';
import { memo, useCallback } from 'react';
import { t } from '../../i18n';
import { BlockTitle, ColumnHead, RowsWithSlip } from './MarketParts';
import { sameIds, useOddsViewActors } from './actors';
import classes from './oddsView.module.css';
import { PriceCell } from './PriceCell';

/** One runner: name, best back price and size, best lay price and size. */
const MatchOddsRow = memo(function MatchOddsRow({ selectionId }: { selectionId: number }) {
  const { odds, slip } = useOddsViewActors();
  const runner = useSelector(odds, (snapshot) => snapshot.context.market?.runners.find((candidate) => candidate.selectionId === selectionId));
  const status = useSelector(odds, (snapshot) => snapshot.context.market?.status ?? 'OPEN');
  const onPick = useCallback(
    (side: 'back' | 'lay') => {
      const { context } = odds.getSnapshot();
      const current = context.market?.runners.find((candidate) => candidate.selectionId === selectionId);
      const price = side === 'back' ? current?.back : current?.lay;
      if (!current || !price || !context.market) return;
      slip.send({
        type: 'slip.priceSelected',
        selection: {
          market: 'match_odds',
          eventId: context.eventId,
          marketId: context.marketId,
          selectionId,
          side,
          odds: price.price,
          run: null,
          lineType: null,
          label: current.name,
          runners: context.market.runners.map((each) => ({ selectionId: each.selectionId, name: each.name })),
          rowKey: `mo:${selectionId}`,
        },
      });
    },
    [odds, slip, selectionId],
  );
  if (!runner) return null;
  return (
    <div className={classes.row} data-testid="match-odds-row">
      <div className={classes.name}>{runner.name}</div>
      <PriceCell
        kind="back"
        price={runner.back?.price ?? null}
        size={runner.back?.size ?? null}
        label={t('oddsView.priceLabel', { side: t('oddsView.column.back'), name: runner.name, price: runner.back?.price ?? '' })}
        testId="back-price"
        onPick={onPick}
      />
      <PriceCell
        kind="lay"
        price={runner.lay?.price ?? null}
        size={runner.lay?.size ?? null}
        label={t('oddsView.priceLabel', { side: t('oddsView.column.lay'), name: runner.name, price: runner.lay?.price ?? '' })}
        testId="lay-price"
        onPick={onPick}
      />
      {status !== 'OPEN' ? <div className={classes.overlay}>{status === 'CLOSED' ? t('oddsView.closed') : t('oddsView.suspend')}</div> : null}
    </div>
  );
});

/** Match Odds (spec 1 §2.10): one row per runner; the slip opens under the clicked row. */
export function MatchOddsBlock() {
  const { odds } = useOddsViewActors();
  const ids = useSelector(odds, (snapshot) => snapshot.context.market?.runners.map((runner) => runner.selectionId) ?? [], sameIds);
  if (ids.length === 0) return null;
  return (
    <section className={classes.block} aria-label={t('oddsView.matchOdds')} data-testid="match-odds">
      <BlockTitle title={t('oddsView.matchOdds')} market="match_odds" />
      <ColumnHead left={t('oddsView.column.back')} right={t('oddsView.column.lay')} />
      <RowsWithSlip ids={ids} rowKeyOf={(id) => `mo:${id}`} renderRow={(id) => <MatchOddsRow selectionId={id} />} />
    </section>
  );
}
