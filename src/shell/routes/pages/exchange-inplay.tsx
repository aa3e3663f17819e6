import { InplayScreen } from '../../../features/exchange/InplayScreen';
import { ExchangeShell } from '../../../features/exchange/ExchangeShell';

/** /exchange-inplay (spec 1 §2.10 In-Play page). */
export default function ExchangeInplayPage() {
  return (
    <ExchangeShell events>
      <InplayScreen />
    </ExchangeShell>
  );
}
