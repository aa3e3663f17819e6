// The transaction and turnover records (spec 2 §2): one record filters machine per page.
export { TransactionScreen } from './TransactionScreen';
export { TurnoverScreen } from './TurnoverScreen';
