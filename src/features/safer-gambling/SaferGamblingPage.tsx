import { Stack, Text, Title } from '@mantine/core';
import { t } from '../../i18n';
import { LimitsSection } from './LimitsSection';
import { RealityCheckSection } from './RealityCheckSection';
import { SelfExclusionSection } from './SelfExclusionSection';
import { StatementSection } from './StatementSection';
import { TimeOutSection } from './TimeOutSection';

/**
 * /safer-gambling (issue 24): the player's own controls, in this order: deposit limits, reality check,
 * time-out, self-exclusion, then the activity statement.
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
      <RealityCheckSection />
      <TimeOutSection />
      <SelfExclusionSection />
      <StatementSection />
    </Stack>
  );
}
