import { useSelector } from '@xstate/react';
import { Fragment, type ReactNode } from 'react';
import type { RowStatus } from '../../../machines/oddsView';
import { formatTaka } from '../../format/money';
import { t } from '../../i18n';
import { BetSlipPanel } from './BetSlipPanel';
import { useOddsViewActors } from './actors';
import classes from './oddsView.module.css';

/** A market block's title with its stake limits (spec 1 §2.10: "Min/Max"). */
export function BlockTitle({ title, limits }: { title: string; limits: { min: number; max: number } }) {
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

/** The rows of a block, with the bet slip open under the row whose price was picked. */
export function RowsWithSlip<Id extends string | number>({ ids, rowKeyOf, renderRow }: { ids: readonly Id[]; rowKeyOf: (id: Id) => string; renderRow: (id: Id) => ReactNode }) {
  const { slip } = useOddsViewActors();
  const slipRow = useSelector(slip, (snapshot) => snapshot.context.selection?.rowKey ?? null);
  return ids.map((id) => (
    <Fragment key={id}>
      {renderRow(id)}
      {slipRow === rowKeyOf(id) ? <BetSlipPanel /> : null}
    </Fragment>
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
