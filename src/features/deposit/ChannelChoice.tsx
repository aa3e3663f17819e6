import { Group, Radio, Text } from '@mantine/core';
import type { DepositChannel } from '../../../machines/deposit';
import { formatTaka } from '../../format/money';
import { t } from '../../i18n';
import { chosenCardStyle, ChosenMark } from './ChosenCard';

type ChannelChoiceProps = { channels: DepositChannel[]; chosen: number | null; methodChosen: boolean; loading: boolean; onChoose: (channelId: number) => void };

/** The channel choice: account type Agent is labelled CashOut, Personal Send Money (spec 1 §2.11). */
export function ChannelChoice({ channels, chosen, methodChosen, loading, onChoose }: ChannelChoiceProps) {
  const hint = !methodChosen ? t('deposit.channel.chooseMethod') : !loading && channels.length === 0 ? t('deposit.channel.none') : null;
  return (
    <Radio.Group label={t('deposit.channel.label')} value={chosen === null ? null : String(chosen)} onChange={(value) => onChoose(Number(value))} aria-busy={loading}>
      {hint && (
        <Text size="sm" c="gray.3" mt={4}>
          {hint}
        </Text>
      )}
      <Group gap="xs" mt={6} grow>
        {channels.map((channel) => (
          <Radio.Card
            key={channel.id}
            value={String(channel.id)}
            p="xs"
            radius="md"
            aria-label={t(`deposit.channel.${channel.accountType}`)}
            data-testid={`deposit-channel-${channel.accountType}`}
            style={chosenCardStyle(channel.id === chosen)}
          >
            <ChosenMark chosen={channel.id === chosen} />
            <Text size="sm" fw={600}>
              {t(`deposit.channel.${channel.accountType}`)}
            </Text>
            {channel.min !== null && channel.max !== null && (
              <Text size="xs" c="gray.3">
                {t('deposit.channel.limits', { min: formatTaka(channel.min), max: formatTaka(channel.max) })}
              </Text>
            )}
          </Radio.Card>
        ))}
      </Group>
    </Radio.Group>
  );
}
