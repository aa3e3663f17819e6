// The exchange area (spec 1 §2.10): the shell (header, bet-matched box, bottom navigation) and its event pages.
export { ExchangeShell } from './ExchangeShell';
export { HomeScreen as ExchangeHomeScreen } from './HomeScreen';
export { InplayScreen as ExchangeInplayScreen } from './InplayScreen';
export { SportsScreen as ExchangeSportsScreen } from './SportsScreen';
export { MultiMarketsScreen } from './MultiMarketsScreen';
export { oddsViewHref, withoutToken } from './links';
