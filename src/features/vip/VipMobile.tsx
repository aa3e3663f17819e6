import '@mantine/core/styles/Accordion.css';
import { Accordion, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { t } from '../../i18n';
import { PointsValue } from './PointsValue';
import { VipDetails } from './VipDetails';
import { HISTORY_COLUMNS, RECEIVED_COLUMNS, USED_COLUMNS, VipRecordTable } from './VipRecordTable';

/**
 * /vip on a phone (spec 2 §2 VIP, §9): the level card (fixed Expert III) with the total VP, the
 * conversion, and the fixed links to VIP details, VIP history and VP records.
 */
export function VipMobile({ vipCoin, conversion }: { vipCoin: number | null; conversion: ReactNode }) {
  return (
    <Stack maw={520} mx="auto" gap="sm" data-layout="mobile">
      <Title order={1} size="h2">
        {t('vip.title')}
      </Title>
      <Paper p="md" withBorder radius="md" data-testid="vip-level-card">
        <Group justify="space-between" align="flex-end" wrap="nowrap">
          <div>
            <Text size="sm" c="gray.3">
              {t('vip.levelLabel')}
            </Text>
            <Text fw={800} size="xl" c="gold.3" data-testid="vip-level">
              {t('vip.level.expert3')}
            </Text>
          </div>
          <div style={{ textAlign: 'right' }}>
            <Text size="sm" c="gray.3">
              {t('vip.totalPoints')}
            </Text>
            <PointsValue vipCoin={vipCoin} size="xl" />
          </div>
        </Group>
      </Paper>
      <Paper p="md" withBorder radius="md">
        <Title order={2} size="h4" mb="sm">
          {t('vip.convertTitle')}
        </Title>
        {conversion}
      </Paper>
      <Accordion variant="separated" aria-label={t('vip.links')}>
        <Accordion.Item value="details">
          <Accordion.Control>{t('vip.link.details')}</Accordion.Control>
          <Accordion.Panel>
            <VipDetails />
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="history">
          <Accordion.Control>{t('vip.link.history')}</Accordion.Control>
          <Accordion.Panel>
            <VipRecordTable columns={HISTORY_COLUMNS} label={t('vip.link.history')} />
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="records">
          <Accordion.Control>{t('vip.link.records')}</Accordion.Control>
          <Accordion.Panel>
            <Stack gap="sm">
              <Text fw={700} size="sm">
                {t('vip.tab.received')}
              </Text>
              <VipRecordTable columns={RECEIVED_COLUMNS} label={t('vip.tab.received')} />
              <Text fw={700} size="sm">
                {t('vip.tab.used')}
              </Text>
              <VipRecordTable columns={USED_COLUMNS} label={t('vip.tab.used')} />
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
    </Stack>
  );
}
