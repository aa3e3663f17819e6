import { ExchangeShell } from '../../../features/exchange/ExchangeShell';
import { SportsScreen } from '../../../features/exchange/SportsScreen';

/** /exchange-sports (spec 1 §2.10): the events of Cricket, Soccer and Tennis. */
export default function ExchangeSportsPage() {
  return (
    <ExchangeShell events>
      <SportsScreen />
    </ExchangeShell>
  );
}
