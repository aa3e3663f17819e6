import '../../../i18n/areaTexts';
import { ExchangeInplayScreen, ExchangeShell } from '../../../features/exchange';

/** /exchange-inplay (spec 1 §2.10 In-Play page). */
export default function ExchangeInplayPage() {
  return (
    <ExchangeShell events>
      <ExchangeInplayScreen />
    </ExchangeShell>
  );
}
