import { Alert, Button, Stack, Text } from '@mantine/core';
import { linkOf } from '../../../machines/referral';
import { useReferralMachine } from '../../edge/referral';
import { t } from '../../i18n';
import { useLayout } from '../../ui/useLayout';
import { ReferralDesktop } from './ReferralDesktop';
import { ReferralMobile } from './ReferralMobile';
import { ReferralNotices } from './ReferralNotices';

/** /refrrel-program (spec 2 §2 Referral): runs the referral machine and hands its snapshot to the phone or desktop layout. */
export function ReferralScreen() {
  const [snapshot, send] = useReferralMachine();
  const layout = useLayout();
  const { figures, history, rates, notice } = snapshot.context;
  const link = linkOf(snapshot.context);
  const claim = {
    canClaim: snapshot.can({ type: 'referral.claimRequested' }),
    claiming: snapshot.matches({ board: 'claiming' }),
    onClaim: () => send({ type: 'referral.claimRequested' }),
  };
  const onCopy = () => send({ type: 'referral.copyRequested' });
  const onShare = () => send({ type: 'referral.shareRequested' });
  const props = { figures, link, claim, onCopy, onShare };
  const loadFailed = snapshot.matches({ board: 'loadFailed' });
  const onRetry = () => send({ type: 'referral.retryRequested' });
  // A failed load is said for as long as it lasts (not a notice that can be closed), with Try again.
  const serverWords = notice?.code === 'loadFailed' ? notice.message : null;
  return (
    <Stack gap="sm">
      <ReferralNotices notice={notice?.code === 'loadFailed' ? null : notice} link={link} onDismiss={() => send({ type: 'referral.noticeDismissed' })} />
      {loadFailed ? (
        <Alert color="red" variant="light" role="alert" title={t('referral.loadFailed')} data-testid="referral-load-failed">
          <Stack gap="xs" align="flex-start">
            {serverWords ? <Text size="sm">{serverWords}</Text> : null}
            <Button size="xs" variant="light" color="red" onClick={onRetry}>
              {t('referral.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {layout === 'mobile' ? (
        <ReferralMobile {...props} />
      ) : (
        <ReferralDesktop
          {...props}
          history={history}
          rates={rates}
          historyLoading={snapshot.matches({ board: 'loadingPage' })}
          historyFailed={loadFailed}
          historyFailedPage={snapshot.matches({ board: 'pageUnavailable' }) ? snapshot.context.requestedPage : null}
          onRetry={onRetry}
          onPageChosen={(page) => send({ type: 'referral.pageChosen', page })}
        />
      )}
    </Stack>
  );
}
