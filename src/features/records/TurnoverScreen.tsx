import './styles';
import { Anchor, Badge, Group, Paper, Progress, Stack, Tabs, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import { percentText, promotionTurnoverOf, selectTurnoverCompletion, selectTurnoverMultiple, turnoverTitleOf, turnoversOf, type TurnoverRecord, type TurnoverTab } from '../../../machines/recordFilters';
import { useRecordsMachine } from '../../edge/records';
import { formatTaka, localizeDigits } from '../../format/money';
import { formatDhakaTime } from '../../format/time';
import { recordsStatusOf } from './LoadFailure';
import { t } from '../../i18n';
import { useLayout } from '../../ui/useLayout';
import { NO_PROMOTION_TITLE } from './recordTexts';

function TurnoverCard({ row }: { row: TurnoverRecord }) {
  const complete = row.status === 'complete';
  const progress = selectTurnoverCompletion(row);
  const multiple = selectTurnoverMultiple({ promotionName: row.promotionName, promotionTurnover: promotionTurnoverOf(row) });
  const title = turnoverTitleOf(row);
  return (
    <Paper withBorder p="sm" radius="md" data-testid="turnover-card">
      <Group justify="space-between" wrap="nowrap">
        <Text fw={700} data-testid="turnover-title">
          {'text' in title ? title.text : t(NO_PROMOTION_TITLE[title.noPromotion])}
        </Text>
        <Badge color={complete ? 'green' : 'yellow'} style={{ flexShrink: 0, overflow: 'visible' }} data-testid="turnover-label">
          {t(complete ? 'records.turnover.completed' : 'records.turnover.pending')}
        </Badge>
      </Group>
      <Text size="xs" c="dimmed">
        {formatDhakaTime(row.createdAt)}
      </Text>
      <Group gap="xs" mt="xs" wrap="nowrap">
        <Progress value={progress} flex={1} aria-label={t('records.turnover.progress')} color={complete ? 'green' : 'yellow'} />
        <Text size="sm" data-testid="turnover-progress">
          {t('records.turnover.percent', { percent: localizeDigits(percentText(progress)) })}
        </Text>
      </Group>
      <Group justify="space-between" mt="xs">
        <Text size="sm">{t('records.turnover.required')}</Text>
        <Text size="sm" data-testid="turnover-required">
          {formatTaka(row.requiredTurnover, { fixedDecimals: true })}
        </Text>
      </Group>
      <Group justify="space-between">
        <Text size="sm">{t('records.turnover.remaining')}</Text>
        <Text size="sm" data-testid="turnover-remaining">
          {formatTaka(row.remainingTurnover, { fixedDecimals: true })}
        </Text>
      </Group>
      {multiple !== null && (
        <Group justify="space-between">
          <Text size="sm">{t('records.turnover.multiple')}</Text>
          <Text size="sm" data-testid="turnover-multiple">
            {t('records.turnover.multipleValue', { multiple: localizeDigits(String(multiple)) })}
          </Text>
        </Group>
      )}
    </Paper>
  );
}

/** /turnover-record (spec 2 §2 Turnover, §9): Active and Completed tabs of ticket cards; No Data when empty. */
export function TurnoverScreen() {
  const [snapshot, send, chooseFilters] = useRecordsMachine('turnover');
  const mobile = useLayout() === 'mobile';
  const { filters } = snapshot.context;
  const tab: TurnoverTab = filters.list === 'turnover' ? filters.tab : 'active';
  const rows = turnoversOf(snapshot.context.rows);
  const body = recordsStatusOf(snapshot, () => send({ type: 'records.retryRequested' })) ?? (
    <Stack gap="sm">
      {rows.map((row) => (
        <TurnoverCard key={row.id} row={row} />
      ))}
    </Stack>
  );
  return (
    <Paper p="md" withBorder maw={mobile ? 560 : undefined} mx="auto" data-testid="turnover-records">
      <Group justify="space-between" mb="sm">
        <Anchor component={Link} href="/account" size="sm">
          {t('records.back')}
        </Anchor>
        <Title order={1} size="h3">
          {t('records.turnover.title')}
        </Title>
        <Anchor component={Link} href="/chat" size="sm">
          {t('records.help')}
        </Anchor>
      </Group>
      <Tabs value={tab} onChange={(value) => value && chooseFilters({ list: 'turnover', tab: value === 'completed' ? 'completed' : 'active' })}>
        <Tabs.List aria-label={t('records.turnover.tabs')}>
          <Tabs.Tab value="active">{t('records.turnover.tab.active')}</Tabs.Tab>
          <Tabs.Tab value="completed">{t(mobile ? 'records.turnover.tab.completed' : 'records.turnover.tab.complete')}</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <Stack mt="sm">{body}</Stack>
    </Paper>
  );
}
