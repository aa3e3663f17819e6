import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Image.css';
import { Box, Button, Group, Image, Loader, SimpleGrid, Text, Title, UnstyledButton } from '@mantine/core';
import { useCategoryBar } from '../../edge/homeContent';
import { categoryLabel } from '../../edge/sideMenu';
import { t } from '../../i18n';
import { gameCategories, type GameCategory } from '../../../machines/sideMenu';

/** The game category bar (spec 1 §2.4): seven categories; the chosen one lists its providers with icons. */
export function CategoryBar() {
  const [snapshot, send] = useCategoryBar();
  const { category, providers } = snapshot.context;
  return (
    <Box component="section" aria-label={t('home.categories')} data-testid="category-bar">
      <Title order={2} size="h5" mb={6}>
        {t('home.categories')}
      </Title>
      <Group gap={6} wrap="nowrap" style={{ overflowX: 'auto' }} pb={4}>
        {gameCategories.map((each: GameCategory) => (
          <Button
            key={each}
            size="compact-sm"
            variant={each === category ? 'filled' : 'light'}
            color={each === category ? 'gold' : 'gray'}
            aria-pressed={each === category}
            style={{ flexShrink: 0 }}
            onClick={() => send({ type: 'categoryBar.categoryChosen', category: each })}
          >
            {categoryLabel(each)}
          </Button>
        ))}
      </Group>
      <Box mt="sm" aria-live="polite" aria-label={t('home.providersOf', { category: categoryLabel(category) })} role="region">
        {snapshot.matches('loadingProviders') ? (
          <Group gap="xs" role="status">
            <Loader size="xs" />
            <Text size="sm" c="gray.3">
              {t('menu.providersLoading')}
            </Text>
          </Group>
        ) : null}
        {snapshot.matches('providersUnavailable') ? (
          <Text size="sm" c="gray.3" role="status">
            {t('menu.providersUnavailable')}
          </Text>
        ) : null}
        {snapshot.matches('showingProviders') && providers.length === 0 ? (
          <Text size="sm" c="gray.3">
            {t('menu.noProviders')}
          </Text>
        ) : null}
        {snapshot.matches('showingProviders') && providers.length > 0 ? (
          <SimpleGrid cols={{ base: 3, sm: 6 }} spacing="xs">
            {providers.map((provider) => (
              <UnstyledButton
                key={provider.platform}
                onClick={() => send({ type: 'categoryBar.providerChosen', provider })}
                aria-label={t('menu.providerLabel', { name: provider.name })}
                p={6}
                bg="dark.6"
                style={{ borderRadius: 8 }}
              >
                <Group gap={6} wrap="nowrap" justify="center">
                  {provider.icon ? <Image src={provider.icon} alt="" w={24} h={24} loading="lazy" style={{ flexShrink: 0 }} /> : null}
                  {/* Two lines before an ellipsis (issue 22: "Pragmatic Pl…" on a phone). */}
                  <Text size="xs" c="gray.1" lineClamp={2} style={{ minWidth: 0, lineHeight: 1.2 }}>
                    {provider.name}
                  </Text>
                </Group>
              </UnstyledButton>
            ))}
          </SimpleGrid>
        ) : null}
      </Box>
    </Box>
  );
}
