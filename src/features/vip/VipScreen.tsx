import { useVipConversionMachine } from '../../app/vipConversion';
import { useLayout } from '../../layout/useLayout';
import { ConversionForm, type ConversionPhase } from './ConversionForm';
import { VipDesktop } from './VipDesktop';
import { VipMobile } from './VipMobile';

const PHASES: readonly ConversionPhase[] = ['converting', 'celebrating', 'showingMessage'];

/** /vip (spec 2 §2 VIP): runs the VIP machine and hands its snapshot to the phone or desktop layout. */
export function VipScreen() {
  const [snapshot, send] = useVipConversionMachine();
  const layout = useLayout();
  const phase = PHASES.find((name) => snapshot.matches({ conversion: name })) ?? 'editing';
  const conversion = (
    <ConversionForm phase={phase} context={snapshot.context} canConvert={snapshot.can({ type: 'vip.convertRequested' })} send={send} />
  );
  const { vipCoin } = snapshot.context;
  return layout === 'mobile' ? <VipMobile vipCoin={vipCoin} conversion={conversion} /> : <VipDesktop vipCoin={vipCoin} conversion={conversion} />;
}
