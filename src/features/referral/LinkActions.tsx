import { Button, Group, Text } from '@mantine/core';
import { t } from '../../i18n';

/** The code, with Copy Link and Share of the referral link. */
export function LinkActions({ code, link, onCopy, onShare }: { code: string | null; link: string | null; onCopy: () => void; onShare: () => void }) {
  return (
    <>
      <Text size="sm" c="gray.3">
        {t('referral.code')}
      </Text>
      <Text fw={800} size="xl" data-testid="referral-code">
        {code ?? '…'}
      </Text>
      <Group gap="sm">
        <Button variant="light" onClick={onCopy} disabled={link === null} data-testid="referral-copy">
          {t('referral.copyLink')}
        </Button>
        <Button variant="light" onClick={onShare} disabled={link === null} data-testid="referral-share">
          {t('referral.share')}
        </Button>
      </Group>
    </>
  );
}
