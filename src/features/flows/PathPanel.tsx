import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { describeEvent } from '../../../machines/lib/paths';
import { t } from '../../i18n';
import { payloadText } from './simulator';
import type { PathView } from './usePathView';

/** Path mode (issue 27 §2): pick a generated path and step through it on the chart. */
export function PathPanel({ view }: { view: PathView }) {
  const { paths, path, frames, step, choose, go } = view;
  if (!path) {
    return (
      <Text size="sm" c="dimmed">
        {t('flows.path.none')}
      </Text>
    );
  }
  const steps = path.steps.filter((candidate) => candidate.event.type !== 'xstate.init');
  const event = steps[step - 1]?.event;
  return (
    <Stack gap="sm" data-testid="path-panel">
      <NativeSelect
        label={t('flows.path.pick')}
        value={String(path.number)}
        data={paths.map((candidate) => ({ value: String(candidate.number), label: `${candidate.number}. ${candidate.title}` }))}
        onChange={(change) => choose(Number(change.currentTarget.value))}
      />
      <Group>
        <Button variant="default" onClick={() => go(step - 1)} disabled={step === 0}>
          {t('flows.path.previous')}
        </Button>
        <Button variant="default" onClick={() => go(step + 1)} disabled={step >= frames.length - 1}>
          {t('flows.path.next')}
        </Button>
        <Text fw={600} data-testid="path-step">
          {event
            ? t('flows.path.step', { step, steps: steps.length, event: `${describeEvent(event)} ${payloadText(event)}`.trim() })
            : t('flows.path.start', { input: path.inputName })}
        </Text>
      </Group>
    </Stack>
  );
}
