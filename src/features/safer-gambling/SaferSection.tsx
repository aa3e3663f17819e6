import { Paper, Stack, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

type SaferSectionProps = { title: string; testId: string; step?: string; children: ReactNode };

/** One card of /safer-gambling: every control and the statement look alike, titled for assistive technology. */
export function SaferSection({ title, testId, step, children }: SaferSectionProps) {
  const titleId = useId();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId} data-testid={testId} data-step={step}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
