import { Anchor, Badge, Button, Drawer, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from 'wouter';
import type { DepositRecord } from '../../../machines/deposit';
import { formatTaka } from '../../format/money';
import { formatDhakaTime } from '../../format/time';
import { t } from '../../i18n';

const statusColors: Record<DepositRecord['status'], string> = { pending: 'yellow', success: 'teal', fail: 'red' };

/** The deposit records side panel: the player's deposits, a More link and "No Data" (spec 1 §2.11). */
export function DepositRecords({ deposits }: { deposits: DepositRecord[] }) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button variant="subtle" color="gray" size="compact-sm" onClick={open}>
        {t('deposit.records.open')}
      </Button>
      <Drawer opened={opened} onClose={close} position="right" size="sm" title={t('deposit.records.title')} closeButtonProps={{ 'aria-label': t('makePayment.dismiss') }}>
        <Stack gap="xs" data-testid="deposit-records">
          {deposits.length === 0 ? (
            <Text c="gray.3" ta="center" py="md">
              {t('deposit.records.empty')}
            </Text>
          ) : (
            deposits.slice(0, 10).map((deposit) => (
              <Group key={deposit.id} justify="space-between" wrap="nowrap" data-testid="deposit-record">
                <Stack gap={0}>
                  <Text size="sm" fw={600}>
                    {formatTaka(deposit.amount, { fixedDecimals: true })}
                  </Text>
                  <Text size="xs" c="gray.3">
                    {[deposit.methodName, deposit.createdAt ? formatDhakaTime(deposit.createdAt) : null].filter(Boolean).join(' · ')}
                  </Text>
                </Stack>
                <Badge color={statusColors[deposit.status]} variant="light">
                  {t(`deposit.records.status.${deposit.status}`)}
                </Badge>
              </Group>
            ))
          )}
          <Anchor component={Link} href="/transaction-record" ta="right" size="sm">
            {t('deposit.records.more')}
          </Anchor>
        </Stack>
      </Drawer>
    </>
  );
}
