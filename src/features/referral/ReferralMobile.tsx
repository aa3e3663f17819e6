import { Button, Paper, Stack, Tabs, Title } from '@mantine/core';
import { useState } from 'react';
import type { ReferralFigures } from '../../../machines/referral';
import { t } from '../../i18n';
import { LinkActions } from './LinkActions';
import { ReferralQr } from './ReferralQr';
import { ReferralSteps } from './ReferralSteps';
import { RewardBoard, type ClaimState } from './RewardBoard';

export type ReferralViewProps = {
  figures: ReferralFigures | null;
  link: string | null;
  claim: ClaimState;
  onCopy: () => void;
  onShare: () => void;
};

/** /refrrel-program on a phone: Referral Info (three steps, Refer a friend now) and My Referral (code, QR, link, board). */
export function ReferralMobile({ figures, link, claim, onCopy, onShare }: ReferralViewProps) {
  const [tab, setTab] = useState<string | null>('info');
  return (
    <Stack maw={520} mx="auto" gap="sm" data-layout="mobile">
      <Title order={1} size="h2">
        {t('referral.title')}
      </Title>
      <Tabs value={tab} onChange={setTab}>
        <Tabs.List aria-label={t('referral.tabs')} grow>
          <Tabs.Tab value="info">{t('referral.tab.info')}</Tabs.Tab>
          <Tabs.Tab value="mine">{t('referral.tab.mine')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="info" pt="md">
          <Stack gap="md">
            <ReferralSteps />
            <Button onClick={() => setTab('mine')} data-testid="referral-refer-now">
              {t('referral.referNow')}
            </Button>
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="mine" pt="md">
          <Stack gap="md">
            <Paper p="md" withBorder radius="md">
              <Stack gap="sm" align="center">
                <LinkActions code={figures?.code ?? null} link={link} onCopy={onCopy} onShare={onShare} />
                {link ? <ReferralQr link={link} /> : null}
              </Stack>
            </Paper>
            <RewardBoard figures={figures} claim={claim} />
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
