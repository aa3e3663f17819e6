import { Tabs } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { Fragment, memo, useCallback, useState } from 'react';
import { STAKE_LIMITS } from '../../../machines/betSlip';
import { ALL_FANCY, FANCY_TABS, fancyLinesOf, fancyStatusOf, type FancyTabCode } from '../../../machines/oddsView';
import { formatTaka } from '../../format/money';
import { t } from '../../i18n';
import { BetSlipPanel } from './BetSlipPanel';
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
      {status ? (
        <div className={classes.overlay} data-testid="row-status">
          {status === 'ballRunning' ? t('oddsView.ballRunning') : t('oddsView.suspend')}
        </div>
      ) : null}
    </div>
  );
});

function FancyRows({ tab }: { tab: FancyTabCode }) {
  const { odds, slip } = useOddsViewActors();
  const ids = useSelector(odds, (snapshot) => fancyLinesOf(snapshot.context.detail?.fancy ?? [], tab).map((line) => line.id), sameIds);
  const slipRow = useSelector(slip, (snapshot) => snapshot.context.selection?.rowKey ?? null);
  if (ids.length === 0)
    return (
      <div className={classes.empty} data-testid="fancy-empty">
        {t('oddsView.noFancy')}
      </div>
    );
  return (
    <>
      <div className={classes.head} aria-hidden="true">
        <span />
        <span>{t('oddsView.column.no')}</span>
        <span>{t('oddsView.column.yes')}</span>
      </div>
      {ids.map((id) => (
        <Fragment key={id}>
          <FancyRow id={id} />
          {slipRow === `fancy:${id}` ? <BetSlipPanel /> : null}
        </Fragment>
      ))}
    </>
  );
}

/** Fancy Bet (spec 1 §2.10): tabs All, Fancy, Ball by Ball, Khadda, Lottery, Odd/Even and their rows. */
export function FancyBlock() {
  const { odds } = useOddsViewActors();
  const [tab, setTab] = useState<FancyTabCode>(ALL_FANCY);
  const shown = useSelector(odds, (snapshot) => snapshot.context.detail !== null && (snapshot.context.selectedSport === 'cricket' || snapshot.context.detail.fancy.length > 0));
  if (!shown) return null;
  const limits = STAKE_LIMITS.fancy;
  return (
    <section className={classes.block} aria-label={t('oddsView.fancyBet')} data-testid="fancy">
      <div className={classes.blockTitle}>
        <span>{t('oddsView.fancyBet')}</span>
        <span className={classes.minMax}>{t('oddsView.minMax', { min: formatTaka(limits.min), max: formatTaka(limits.max) })}</span>
      </div>
      <Tabs value={String(tab)} onChange={(value) => {
          const chosen = FANCY_TABS.find((each) => String(each.code) === value);
          if (chosen) setTab(chosen.code);
        }}>
        <Tabs.List aria-label={t('oddsView.fancyTabs')} style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
          {FANCY_TABS.map((each) => (
            <Tabs.Tab key={each.code} value={String(each.code)} px="xs">
              {t(`oddsView.tab.${each.key}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <FancyRows tab={tab} />
    </section>
  );
}
