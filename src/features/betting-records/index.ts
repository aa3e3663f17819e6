// The betting records (spec 2 §2): the record filters machine with the betting-record call.
export { BettingRecordsScreen } from './BettingRecordsScreen';
