import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import { Alert, Button, Checkbox, Group, Loader, Text } from '@mantine/core';
import type { GameProvider } from '../../../machines/games';
import { t } from '../../i18n';

type ProviderFilterProps = {
  providers: readonly GameProvider[];
  selected: readonly string[];
  loading: boolean;
  /** "Failed to fetch providers" and the like: shown under the list (spec 1 §8). */
  errorText: string | null;
  onToggle: (platform: string) => void;
  onRetry: () => void;
};

/** The provider checkboxes (spec 1 §2.8); each change is one toggled provider for the machine. */
export function ProviderFilter({ providers, selected, loading, errorText, onToggle, onRetry }: ProviderFilterProps) {
  const onChange = (next: string[]) => {
    const changed = [...next.filter((platform) => !selected.includes(platform)), ...selected.filter((platform) => !next.includes(platform))];
    for (const platform of changed) onToggle(platform);
  };
  return (
    <div data-testid="provider-filter">
      <Checkbox.Group label={t('games.providers')} value={[...selected]} onChange={onChange}>
        {loading ? (
          <Group gap="xs" mt="xs">
            <Loader size="xs" />
            <Text size="sm" c="gray.3">
              {t('games.loadingProviders')}
            </Text>
          </Group>
        ) : providers.length === 0 ? (
          <Text size="sm" c="gray.3" mt="xs" data-testid="no-providers">
            {t('games.noProviders')}
          </Text>
        ) : (
          <Group gap="xs" mt="xs">
            {providers.map((provider) => (
              <Checkbox
                key={provider.platform}
                value={provider.platform}
                label={provider.status === 'maintenance' ? t('games.providerMaintenance', { name: provider.name }) : provider.name}
              />
            ))}
          </Group>
        )}
      </Checkbox.Group>
      {errorText === null ? null : (
        <Alert color="red" variant="light" mt="xs" p="xs" role="alert" data-testid="provider-error">
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="red.2">
              {errorText}
            </Text>
            <Button size="compact-sm" variant="light" color="red" onClick={onRetry}>
              {t('games.retry')}
            </Button>
          </Group>
        </Alert>
      )}
    </div>
  );
}
