import { useEffect } from 'react';
import { HomeScreen } from '../../../features/exchange/HomeScreen';
import { ExchangeShell } from '../../../features/exchange/ExchangeShell';
import { withoutToken } from '../../../features/exchange/links';

/** /exchange (spec 1 §2.10 Home). The favourites slider comes here with ?token=…: it leaves the address at once, without a reload. */
export default function ExchangePage() {
  useEffect(() => {
    const clean = withoutToken(window.location.pathname, window.location.search, window.location.hash);
    if (clean !== null) window.history.replaceState(window.history.state, '', clean);
  }, []);
  return (
    <ExchangeShell events>
      <HomeScreen />
    </ExchangeShell>
  );
}
