import '../../../i18n/texts/exchangeAccount';
import { ExchangeShell } from '../../../features/exchange/ExchangeShell';
import { ExchangeAccountScreen } from '../../../features/exchange-account';

/** /exchange-account (spec 1 §2.10): the menu and its six sections, the section kept in the address. */
export default function ExchangeAccountPage() {
  return (
    <ExchangeShell>
      <ExchangeAccountScreen />
    </ExchangeShell>
  );
}
