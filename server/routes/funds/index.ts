import { Hono } from 'hono';
import type { AppDeps } from '../../deps.ts';
import { registerChannelRoutes } from './channels.ts';
import { registerDepositRoutes } from './deposits.ts';
import { receiptStoreFor, type ReceiptStore } from '../../funds/receipts.ts';
import { registerRecordRoutes } from './records.ts';
import { registerWithdrawalRoutes } from './withdrawals.ts';

export { SUBMIT_DEPOSIT_PATH } from './deposits.ts';

/**
 * The funds calls (spec 1 §5/§7, spec 2 §3): wallet channels, deposits with receipts, withdrawal
 * check and request, transaction and turnover records. Receipts go to the database unless a
 * store is given.
 */
export function fundsRoutes(deps: AppDeps, receipts: ReceiptStore = receiptStoreFor(deps)): Hono {
  const app = new Hono();
  registerChannelRoutes(app, deps);
  registerDepositRoutes(app, deps, receipts);
  registerWithdrawalRoutes(app, deps);
  registerRecordRoutes(app, deps, receipts);
  return app;
}
