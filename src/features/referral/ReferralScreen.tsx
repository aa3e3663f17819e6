import { Button, Stack } from '@mantine/core';
import { linkOf } from '../../../machines/referral';
import { useReferralMachine } from '../../app/referral';
import { t } from '../../i18n';
import { useLayout } from '../../layout/useLayout';
import { ReferralDesktop } from './ReferralDesktop';
import { ReferralMobile } from './ReferralMobile';
import { ReferralNotices } from './ReferralNotices';

/** /refrrel-program (spec 2 §2 Referral): runs the referral machine and hands its snapshot to the phone or desktop layout. */
export function ReferralScreen() {
  const [snapshot, send] = useReferralMachine();
  const layout = useLayout();
  const { figures, history, notice } = snapshot.context;
  const link = linkOf(snapshot.context);
  const claim = {
    canClaim: snapshot.can({ type: 'referral.claimRequested' }),
    claiming: snapshot.matches({ board: 'claiming' }),
    onClaim: () => send({ type: 'referral.claimRequested' }),
  };
  const onCopy = () => send({ type: 'referral.copyRequested' });
  const onShare = () => send({ type: 'referral.shareRequested' });
  const props = { figures, link, claim, onCopy, onShare };
  return (
    <Stack gap="sm">
      <ReferralNotices notice={notice} link={link} onDismiss={() => send({ type: 'referral.noticeDismissed' })} />
      {snapshot.matches({ board: 'loadFailed' }) ? (
        <Button variant="light" onClick={() => send({ type: 'referral.retryRequested' })} w="fit-content">
          {t('referral.retry')}
        </Button>
      ) : null}
      {layout === 'mobile' ? (
        <ReferralMobile {...props} />
      ) : (
        <ReferralDesktop {...props} history={history} historyLoading={snapshot.matches({ board: 'loadingPage' })} onPageChosen={(page) => send({ type: 'referral.pageChosen', page })} />
      )}
    </Stack>
  );
}
