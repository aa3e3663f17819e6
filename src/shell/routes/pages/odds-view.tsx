import '../../../i18n/texts/exchangeAccount';
import '../../../i18n/texts/oddsView';
import { ExchangeShell } from '../../../features/exchange/ExchangeShell';
import { OddsViewScreen } from '../../../features/odds-view';

/** /odds-view (spec 1 §2.10): the odds view of one match and its bet slip, under the exchange header. */
export default function OddsViewPage() {
  return (
    <ExchangeShell>
      <OddsViewScreen />
    </ExchangeShell>
  );
}
