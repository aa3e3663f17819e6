import { useMemberAreaMachine } from '../../edge/member';
import { useVipConversionMachine } from '../../edge/vipConversion';
import { useLayout } from '../../ui/useLayout';
import { ConversionForm, type ConversionPhase } from './ConversionForm';
import { VipDesktop, type VipRecordsProps } from './VipDesktop';
import type { VipLevelProps } from './VipLevelName';
import { VipMobile } from './VipMobile';

const PHASES: readonly ConversionPhase[] = ['converting', 'celebrating', 'showingMessage'];

/** /vip (spec 2 §2 VIP): runs the VIP and member area machines and hands their snapshots to the phone or desktop layout. */
export function VipScreen() {
  const [snapshot, send] = useVipConversionMachine();
  const [member, sendToMember] = useMemberAreaMachine();
  const layout = useLayout();
  const phase = PHASES.find((name) => snapshot.matches({ conversion: name })) ?? 'editing';
  const conversion = (
    <ConversionForm phase={phase} context={snapshot.context} canConvert={snapshot.can({ type: 'vip.convertRequested' })} send={send} />
  );
  const { vipCoin } = snapshot.context;
  const records: VipRecordsProps = {
    view: {
      kind: member.context.recordsKind,
      rows: member.context.rows,
      page: member.context.page,
      lastPage: member.context.lastPage,
      loading: !member.matches({ records: 'showingRecords' }) && !member.matches({ records: 'recordsFailed' }),
      failed: member.matches({ records: 'recordsFailed' }),
    },
    open: (kind) => sendToMember({ type: 'vip.recordsOpened', kind }),
    choosePage: (page) => sendToMember({ type: 'vip.recordsPageChosen', page }),
  };
  // The real level (account/overview) on both layouts; a failed overview is said with Try again.
  const level: VipLevelProps = {
    standing: member.context.overview?.vip ?? null,
    failed: member.matches({ overview: 'overviewFailed' }),
    onRetry: () => sendToMember({ type: 'member.refreshRequested' }),
  };
  return layout === 'mobile' ? (
    <VipMobile vipCoin={vipCoin} level={level} conversion={conversion} records={records} />
  ) : (
    <VipDesktop vipCoin={vipCoin} level={level} conversion={conversion} records={records} />
  );
}
