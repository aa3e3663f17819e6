import { Stack, Text, Title } from '@mantine/core';
import { t } from '../../i18n';
import { LimitsSection } from './LimitsSection';
import { StatementSection } from './StatementSection';

/**
 * /safer-gambling (issue 24): the player's own controls. The sections in their order: deposit limits,
 * reality check, time-out, self-exclusion (the last three come with C2's sections), then the statement.
 */
export function SaferGamblingPage() {
  return (
    <Stack gap="lg" maw={860} data-testid="safer-gambling">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('safer.title')}
        </Title>
        <Text size="sm" c="gray.3">
          {t('safer.intro')}
        </Text>
      </Stack>
      <LimitsSection />
      {/* RealityCheckSection */}
      {/* TimeOutSection */}
      {/* SelfExclusionSection */}
      <StatementSection />
    </Stack>
  );
}
