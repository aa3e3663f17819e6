// The odds view (spec 1 §2.10): Match Odds, BookMaker, Fancy Bet and the bet slip.
export { OddsViewScreen } from './OddsViewScreen';
import './styles';
