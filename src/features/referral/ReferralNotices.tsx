import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import { Alert, Button, Modal, Stack, Text, TextInput } from '@mantine/core';
import type { ReferralNotice } from '../../../machines/referral';
import { t } from '../../i18n';
import { noticeText } from './texts';

const COLOR: Record<ReferralNotice['code'], string> = { linkCopied: 'teal', shareUnsupported: 'yellow', claimed: 'teal', claimFailed: 'red', loadFailed: 'red', copyByHand: 'gray' };

/** The page's message line, and the copy-by-hand dialog with the link selected. */
export function ReferralNotices({ notice, link, onDismiss }: { notice: ReferralNotice | null; link: string | null; onDismiss: () => void }) {
  const text = notice ? noticeText(notice) : null;
  return (
    <>
      {notice && text !== null ? (
        <Alert color={COLOR[notice.code]} role={notice.code === 'claimFailed' || notice.code === 'loadFailed' ? 'alert' : 'status'} withCloseButton closeButtonLabel={t('referral.close')} onClose={onDismiss} data-testid="referral-notice">
          {text}
        </Alert>
      ) : null}
      <Modal opened={notice?.code === 'copyByHand'} onClose={onDismiss} title={t('referral.copyByHand.title')} centered closeButtonProps={{ 'aria-label': t('referral.close') }}>
        <Stack gap="sm">
          <Text size="sm">{t('referral.copyByHand.text')}</Text>
          <TextInput label={t('referral.link')} value={link ?? ''} readOnly data-autofocus onFocus={(event) => event.currentTarget.select()} data-testid="referral-manual-link" />
          <Button onClick={onDismiss}>{t('referral.close')}</Button>
        </Stack>
      </Modal>
    </>
  );
}
