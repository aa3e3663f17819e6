import '../../../i18n/areaTexts';
import { ExchangeShell, ExchangeSportsScreen } from '../../../features/exchange';

/** /exchange-sports (spec 1 §2.10): the events of Cricket, Soccer and Tennis. */
export default function ExchangeSportsPage() {
  return (
    <ExchangeShell events>
      <ExchangeSportsScreen />
    </ExchangeShell>
  );
}
