import { Tabs } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { memo, useCallback } from 'react';
import { FANCY_TABS, fancyStatusOf, fancyTabOfValue, shownFancyLines } from '../../../machines/oddsView';
import { t } from '../../i18n';
import { BlockTitle, ColumnHead, RowsWithSlip, RowStatusFlag } from './MarketParts';
import { sameIds, useOddsViewActors } from './actors';
import classes from './oddsView.module.css';
import { PriceCell } from './PriceCell';

/** A Fancy row: title, No line and rate, Yes line and rate; Suspend before Ball Running. */
const FancyRow = memo(function FancyRow({ id }: { id: string }) {
  const { odds, slip } = useOddsViewActors();
  const line = useSelector(odds, (snapshot) => snapshot.context.detail?.fancy.find((candidate) => candidate.id === id));
  const onPick = useCallback(
    (kind: 'back' | 'lay') => {
      const { context } = odds.getSnapshot();
      const current = context.detail?.fancy.find((candidate) => candidate.id === id);
      if (!current) return;
      const yes = kind === 'back';
      slip.send({
        type: 'slip.priceSelected',
        selection: {
          market: 'fancy',
          eventId: context.eventId,
          marketId: current.id,
          selectionId: null,
          side: yes ? 'yes' : 'no',
          odds: yes ? current.yesRate : current.noRate,
          run: yes ? current.yes : current.no,
          lineType: current.type,
          label: current.title,
          runners: [],
          rowKey: `fancy:${id}`,
        },
      });
    },
    [odds, slip, id],
  );
  if (!line) return null;
  const status = fancyStatusOf(line);
  return (
    <div className={classes.row} data-testid="fancy-row">
      <div className={classes.name}>{line.title}</div>
      <PriceCell
        kind="lay"
        price={line.noRate > 0 ? line.no : null}
        size={line.noRate > 0 ? line.noRate : null}
        label={t('oddsView.priceLabel', { side: t('oddsView.column.no'), name: line.title, price: line.no })}
        testId="fancy-no"
        onPick={onPick}
      />
      <PriceCell
        kind="back"
        price={line.yesRate > 0 ? line.yes : null}
        size={line.yesRate > 0 ? line.yesRate : null}
        label={t('oddsView.priceLabel', { side: t('oddsView.column.yes'), name: line.title, price: line.yes })}
        testId="fancy-yes"
        onPick={onPick}
      />
      <RowStatusFlag status={status} />
    </div>
  );
});

function FancyRows() {
  const { odds } = useOddsViewActors();
  const ids = useSelector(odds, (snapshot) => shownFancyLines(snapshot.context).map((line) => line.id), sameIds);
  if (ids.length === 0)
    return (
      <div className={classes.empty} data-testid="fancy-empty">
        {t('oddsView.noFancy')}
      </div>
    );
  return (
    <>
      <ColumnHead left={t('oddsView.column.no')} right={t('oddsView.column.yes')} />
      <RowsWithSlip ids={ids} rowKeyOf={(id) => `fancy:${id}`} renderRow={(id) => <FancyRow id={id} />} />
    </>
  );
}

/** Fancy Bet (spec 1 §2.10): tabs All, Fancy, Ball by Ball, Khadda, Lottery, Odd/Even and their rows. */
export function FancyBlock() {
  const { odds } = useOddsViewActors();
  const tab = useSelector(odds, (snapshot) => snapshot.context.fancyTab);
  const shown = useSelector(odds, (snapshot) => snapshot.context.detail !== null && (snapshot.context.selectedSport === 'cricket' || snapshot.context.detail.fancy.length > 0));
  if (!shown) return null;
  return (
    <section className={classes.block} aria-label={t('oddsView.fancyBet')} data-testid="fancy">
      <BlockTitle title={t('oddsView.fancyBet')} market="fancy" />
      <Tabs
        value={String(tab)}
        onChange={(value) => {
          const chosen = fancyTabOfValue(value);
          if (chosen !== null) odds.send({ type: 'oddsView.fancyTabChosen', tab: chosen });
        }}
      >
        <Tabs.List aria-label={t('oddsView.fancyTabs')} style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
          {FANCY_TABS.map((each) => (
            <Tabs.Tab key={each.code} value={String(each.code)} px="xs">
              {t(`oddsView.tab.${each.key}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <FancyRows />
    </section>
  );
}
