import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { togglePlatform, type RecordFilters } from '../../../machines/recordFilters';
import type { BettingFilterOptions } from '../../edge/bettingRecords';
import { t } from '../../i18n';
import { DATE_CHOICES } from './choices';

type BettingFilters = Extract<RecordFilters, { list: 'betting' }>;

function Choice({ label, chosen, onPress }: { label: string; chosen: boolean; onPress: () => void }) {
  return (
    <Button size="xs" variant={chosen ? 'filled' : 'default'} aria-pressed={chosen} onClick={onPress}>
      {label}
    </Button>
  );
}

function ChoiceGroup({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={6} role="group" aria-label={label}>
      <Text size="sm" fw={700}>
        {label}
      </Text>
      <Group gap="xs">{children}</Group>
    </Stack>
  );
}

/**
 * The mobile filter panel (spec 2 §2): Platform (single choice; the chosen one tapped again is All),
 * Game Type (single choice), Date; a draft until Confirm, Back leaves the filters as they were.
 */
export function MobileFilterPanel({
  opened,
  filters,
  options,
  onBack,
  onConfirm,
}: {
  opened: boolean;
  filters: BettingFilters;
  options: BettingFilterOptions;
  onBack: () => void;
  onConfirm: (filters: BettingFilters) => void;
}) {
  const [draft, setDraft] = useState(filters);
  const back = () => {
    setDraft(filters);
    onBack();
  };
  return (
    <Modal opened={opened} onClose={back} title={t('bettingRecords.filter.title')} withCloseButton={false} centered>
      <Stack gap="md" data-testid="betting-filters">
        <ChoiceGroup label={t('bettingRecords.filter.platform')}>
          <Choice label={t('bettingRecords.filter.all')} chosen={draft.platform === null} onPress={() => setDraft({ ...draft, platform: null })} />
          {options.platforms.map((option) => (
            <Choice key={option.value} label={option.label} chosen={draft.platform === option.value} onPress={() => setDraft({ ...draft, platform: togglePlatform(draft.platform, option.value) })} />
          ))}
        </ChoiceGroup>
        <ChoiceGroup label={t('bettingRecords.filter.gameType')}>
          <Choice label={t('bettingRecords.filter.all')} chosen={draft.gameType === null} onPress={() => setDraft({ ...draft, gameType: null })} />
          {options.gameTypes.map((option) => (
            <Choice key={option.value} label={option.label} chosen={draft.gameType === option.value} onPress={() => setDraft({ ...draft, gameType: option.value })} />
          ))}
        </ChoiceGroup>
        <ChoiceGroup label={t('bettingRecords.filter.date')}>
          {DATE_CHOICES.map((choice) => (
            <Choice key={choice.value} label={t(choice.key)} chosen={draft.date === choice.value} onPress={() => setDraft({ ...draft, date: choice.value })} />
          ))}
        </ChoiceGroup>
        <Group grow>
          <Button variant="default" onClick={back}>
            {t('bettingRecords.filter.back')}
          </Button>
          <Button onClick={() => onConfirm(draft)}>{t('bettingRecords.filter.confirm')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
