import { ExchangeShell } from '../../../features/exchange/ExchangeShell';
import { MultiMarketsScreen } from '../../../features/exchange/MultiMarketsScreen';

/** /exchange-multi (spec 1 §2.10 Multi Markets): the pinned markets' prices. */
export default function ExchangeMultiPage() {
  return (
    <ExchangeShell>
      <MultiMarketsScreen />
    </ExchangeShell>
  );
}
