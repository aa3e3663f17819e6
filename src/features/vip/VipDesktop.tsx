import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Button, Group, Modal, Paper, Progress, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import type { VipRecordKind } from '../../../machines/memberArea';
import { t } from '../../i18n';
import { PointsValue } from './PointsValue';
import { formatPoints, LEVEL_TEXT } from './texts';
import { VipDetails } from './VipDetails';
import { VipLevelName, type VipLevelProps } from './VipLevelName';
import { VipRecordTable, type VipRecordsView } from './VipRecordTable';

/** The VIP record tables and what the view may ask of them. */
export type VipRecordsProps = { view: VipRecordsView; open: (kind: VipRecordKind) => void; choosePage: (page: number) => void };

/** My VIP: the real level (Normal, then Elite I) with its progress, total VP, View VIP Details and the conversion. */
function MyVip({ vipCoin, level: levelProps, conversion }: { vipCoin: number | null; level: VipLevelProps; conversion: ReactNode }) {
  const { standing } = levelProps;
  const [detailsOpen, details] = useDisclosure(false);
  const level = t(LEVEL_TEXT[standing?.level ?? 'normal']);
  return (
    <SimpleGrid cols={2} spacing="lg">
      <Paper p="lg" withBorder radius="md" data-testid="vip-level-card">
        <Stack gap="xs">
          <Text size="sm" c="gray.3">
            {t('vip.levelLabel')}
          </Text>
          <VipLevelName {...levelProps} />
          {standing?.nextLevel ? (
            <>
              <Text size="sm" c="gray.3" data-testid="vip-next-level">
                {t('vip.nextLevel', { level: t(LEVEL_TEXT[standing.nextLevel]) })}
              </Text>
              <Progress value={standing.progress} color="gold" radius="xl" aria-label={t('vip.levelProgress', { from: level, to: t(LEVEL_TEXT[standing.nextLevel]) })} data-testid="vip-level-progress" />
              <Text size="xs" c="gray.3" data-testid="vip-experience">
                {t('vip.experience', { experience: formatPoints(standing.experience), target: formatPoints(standing.nextLevelExperience ?? 0) })}
              </Text>
            </>
          ) : standing ? (
            <Text size="sm" c="gray.3" data-testid="vip-next-level">
              {t('vip.topLevel')}
            </Text>
          ) : null}
          <Group justify="space-between" mt="sm">
            <Text size="sm" c="gray.3">
              {t('vip.totalPoints')}
            </Text>
            <PointsValue vipCoin={vipCoin} size="xl" />
          </Group>
          <Button variant="outline" color="gold" onClick={details.open} w="fit-content">
            {t('vip.viewDetails')}
          </Button>
        </Stack>
      </Paper>
      <Paper p="lg" withBorder radius="md">
        <Title order={2} size="h4" mb="sm">
          {t('vip.convertTitle')}
        </Title>
        {conversion}
      </Paper>
      <Modal opened={detailsOpen} onClose={details.close} title={t('vip.detailsTitle')} centered>
        <VipDetails />
      </Modal>
    </SimpleGrid>
  );
}

const isRecordKind = (value: string | null): value is VipRecordKind => value === 'received' || value === 'used' || value === 'history';

/** /vip on a desktop (spec 2 §2 VIP): sub-tabs My VIP, VP Received, VP Used and VIP History. */
export function VipDesktop({ vipCoin, level, conversion, records }: { vipCoin: number | null; level: VipLevelProps; conversion: ReactNode; records: VipRecordsProps }) {
  return (
    <Paper p="md" withBorder data-layout="desktop">
      <Title order={1} size="h3" mb="md">
        {t('vip.title')}
      </Title>
      <Tabs defaultValue="myVip" color="gold" onChange={(value) => (isRecordKind(value) ? records.open(value) : undefined)}>
        <Tabs.List aria-label={t('vip.tabs')}>
          <Tabs.Tab value="myVip">{t('vip.tab.myVip')}</Tabs.Tab>
          <Tabs.Tab value="received">{t('vip.tab.received')}</Tabs.Tab>
          <Tabs.Tab value="used">{t('vip.tab.used')}</Tabs.Tab>
          <Tabs.Tab value="history">{t('vip.tab.history')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="myVip" pt="md">
          <MyVip vipCoin={vipCoin} level={level} conversion={conversion} />
        </Tabs.Panel>
        <Tabs.Panel value="received" pt="md">
          <VipRecordTable kind="received" label={t('vip.tab.received')} view={records.view} onPageChosen={records.choosePage} onRetry={() => records.open('received')} />
        </Tabs.Panel>
        <Tabs.Panel value="used" pt="md">
          <VipRecordTable kind="used" label={t('vip.tab.used')} view={records.view} onPageChosen={records.choosePage} onRetry={() => records.open('used')} />
        </Tabs.Panel>
        <Tabs.Panel value="history" pt="md">
          <VipRecordTable kind="history" label={t('vip.tab.history')} view={records.view} onPageChosen={records.choosePage} onRetry={() => records.open('history')} />
        </Tabs.Panel>
      </Tabs>
    </Paper>
  );
}
