import '@mantine/core/styles/Accordion.css';
import '@mantine/core/styles/SegmentedControl.css';
import { Accordion, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { t } from '../../i18n';
import { PointsValue } from './PointsValue';
import { VipDetails } from './VipDetails';
import { VipLevelName, type VipLevelProps } from './VipLevelName';
import type { VipRecordsProps } from './VipDesktop';
import { VipRecordTable } from './VipRecordTable';

/**
 * /vip on a phone (spec 2 §2 VIP, §9): the level card with the player's real level (account/overview,
 * as on the desktop; issue 8 replaces the spec's fixed Expert III) and the total VP, the conversion,
 * and the fixed links to VIP details, VIP history and VP records.
 */
export function VipMobile({ vipCoin, level, conversion, records }: { vipCoin: number | null; level: VipLevelProps; conversion: ReactNode; records: VipRecordsProps }) {
  const recordsKind = records.view.kind === 'used' ? 'used' : 'received';
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
            <VipLevelName {...level} />
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
      <Accordion
        variant="separated"
        aria-label={t('vip.links')}
        onChange={(value) => {
          if (value === 'history') records.open('history');
          if (value === 'records') records.open('received');
        }}
      >
        <Accordion.Item value="details">
          <Accordion.Control>{t('vip.link.details')}</Accordion.Control>
          <Accordion.Panel>
            <VipDetails />
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="history">
          <Accordion.Control>{t('vip.link.history')}</Accordion.Control>
          <Accordion.Panel>
            <VipRecordTable kind="history" label={t('vip.link.history')} view={records.view} onPageChosen={records.choosePage} onRetry={() => records.open('history')} />
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="records">
          <Accordion.Control>{t('vip.link.records')}</Accordion.Control>
          <Accordion.Panel>
            <Stack gap="sm">
              <SegmentedControl
                fullWidth
                aria-label={t('vip.link.records')}
                value={recordsKind}
                onChange={(value) => records.open(value === 'used' ? 'used' : 'received')}
                data={[
                  { value: 'received', label: t('vip.tab.received') },
                  { value: 'used', label: t('vip.tab.used') },
                ]}
              />
              <VipRecordTable kind={recordsKind} label={t(recordsKind === 'used' ? 'vip.tab.used' : 'vip.tab.received')} view={records.view} onPageChosen={records.choosePage} onRetry={() => records.open(recordsKind)} />
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
    </Stack>
  );
}
