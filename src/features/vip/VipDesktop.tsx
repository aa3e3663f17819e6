import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Button, Group, Modal, Paper, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { t } from '../../i18n';
import { PointsValue } from './PointsValue';
import { VipDetails } from './VipDetails';
import { HISTORY_COLUMNS, RECEIVED_COLUMNS, USED_COLUMNS, VipRecordTable } from './VipRecordTable';

/** My VIP: the levels (Normal, then Elite I), total VP, View VIP Details and the conversion. */
function MyVip({ vipCoin, conversion }: { vipCoin: number | null; conversion: ReactNode }) {
  const [detailsOpen, details] = useDisclosure(false);
  return (
    <SimpleGrid cols={2} spacing="lg">
      <Paper p="lg" withBorder radius="md" data-testid="vip-level-card">
        <Stack gap="xs">
          <Text size="sm" c="gray.3">
            {t('vip.levelLabel')}
          </Text>
          <Text fw={800} size="xl" c="gold.3" data-testid="vip-level">
            {t('vip.level.normal')}
          </Text>
          <Text size="sm" c="gray.3" data-testid="vip-next-level">
            {t('vip.nextLevel', { level: t('vip.level.elite1') })}
          </Text>
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

/** /vip on a desktop (spec 2 §2 VIP): sub-tabs My VIP, VP Received, VP Used and VIP History. */
export function VipDesktop({ vipCoin, conversion }: { vipCoin: number | null; conversion: ReactNode }) {
  return (
    <Paper p="md" withBorder data-layout="desktop">
      <Title order={1} size="h3" mb="md">
        {t('vip.title')}
      </Title>
      <Tabs defaultValue="myVip" color="gold">
        <Tabs.List aria-label={t('vip.tabs')}>
          <Tabs.Tab value="myVip">{t('vip.tab.myVip')}</Tabs.Tab>
          <Tabs.Tab value="received">{t('vip.tab.received')}</Tabs.Tab>
          <Tabs.Tab value="used">{t('vip.tab.used')}</Tabs.Tab>
          <Tabs.Tab value="history">{t('vip.tab.history')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="myVip" pt="md">
          <MyVip vipCoin={vipCoin} conversion={conversion} />
        </Tabs.Panel>
        <Tabs.Panel value="received" pt="md">
          <VipRecordTable columns={RECEIVED_COLUMNS} label={t('vip.tab.received')} />
        </Tabs.Panel>
        <Tabs.Panel value="used" pt="md">
          <VipRecordTable columns={USED_COLUMNS} label={t('vip.tab.used')} />
        </Tabs.Panel>
        <Tabs.Panel value="history" pt="md">
          <VipRecordTable columns={HISTORY_COLUMNS} label={t('vip.tab.history')} />
        </Tabs.Panel>
      </Tabs>
    </Paper>
  );
}
