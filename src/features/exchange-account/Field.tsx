import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A label and its value on one line (wrapping at 360 px). */
export function Field({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Group justify="space-between" gap="xs" wrap="wrap" data-testid={testId}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div" fw={500}>
        {children}
      </Text>
    </Group>
  );
}
