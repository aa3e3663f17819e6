import '@mantine/core/styles/Dialog.css';
import '@mantine/core/styles/CloseButton.css';
import { CloseButton, Dialog, Group, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { MaintenancePlatform } from '../../../machines/popups';
import { t } from '../../i18n';

type MaintenanceNoticeProps = { platforms: MaintenancePlatform[]; onClose: () => void };

/**
 * Spec 1 §2.4: a closable notice naming the platforms in maintenance. A non-blocking dialog:
 * the rest of the site stays usable while it shows.
 */
export function MaintenanceNotice({ platforms, onClose }: MaintenanceNoticeProps) {
  const titleId = useId();
  const names = platforms.map((platform) => platform.name).join(', ');
  return (
    <Dialog
      opened
      position={{ top: 72, right: 16 }}
      size="lg"
      radius="md"
      withBorder
      shadow="xl"
      maw="calc(100vw - 32px)"
      zIndex={300}
      role="dialog"
      aria-labelledby={titleId}
      data-testid="maintenance-popup"
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Title order={2} size="h4" id={titleId}>
          {t('popup.maintenance.title')}
        </Title>
        <CloseButton aria-label={t('popup.close')} onClick={onClose} />
      </Group>
      <Text size="sm" mt="xs">
        {t(platforms.length > 1 ? 'popup.maintenance.bodyMany' : 'popup.maintenance.bodyOne', { platforms: names })}
      </Text>
    </Dialog>
  );
}
