import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { BetMarket } from '../../../machines/betSlip';
import type { RowStatus } from '../../../machines/oddsView';
import { formatTaka } from '../../format/money';
import { t } from '../../i18n';
import { useOddsViewActors } from './actors';
import classes from './oddsView.module.css';

/** A market block's title with its stake limits (spec 1 §2.10: "Min/Max"), the server's as the slip has them. */
export function BlockTitle({ title, market }: { title: string; market: BetMarket }) {
  const { slip } = useOddsViewActors();
  const limits = useSelector(slip, (snapshot) => snapshot.context.limits.stake[market]);
  return (
    <div className={classes.blockTitle}>
      <span>{title}</span>
      <span className={classes.minMax}>{t('oddsView.minMax', { min: formatTaka(limits.min), max: formatTaka(limits.max) })}</span>
    </div>
  );
}

/** The two price columns' names above the rows (Back/Lay, or No/Yes for Fancy). */
export function ColumnHead({ left, right }: { left: string; right: string }) {
  return (
    <div className={classes.head} aria-hidden="true">
      <span />
      <span>{left}</span>
      <span>{right}</span>
    </div>
  );
}

/**
 * The rows of a block; the row whose price is in the slip is marked. The slip itself opens in a
 * bottom sheet or the desktop's right column (BetSlipDock), no longer under the row (issue 22).
 */
export function RowsWithSlip<Id extends string | number>({ ids, rowKeyOf, renderRow }: { ids: readonly Id[]; rowKeyOf: (id: Id) => string; renderRow: (id: Id) => ReactNode }) {
  const { slip } = useOddsViewActors();
  const slipRow = useSelector(slip, (snapshot) => snapshot.context.selection?.rowKey ?? null);
  return ids.map((id) => (
    <div key={id} className={slipRow === rowKeyOf(id) ? classes.pickedRow : undefined} data-picked={slipRow === rowKeyOf(id) || undefined}>
      {renderRow(id)}
    </div>
  ));
}

/** A BookMaker or Fancy row's flag over its prices (which one wins is the machine's rule: spec 1 §4). */
export function RowStatusFlag({ status }: { status: RowStatus }) {
  if (!status) return null;
  return (
    <div className={classes.overlay} data-testid="row-status">
      {status === 'ballRunning' ? t('oddsView.ballRunning') : t('oddsView.suspend')}
    </div>
  );
}
