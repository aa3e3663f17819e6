import { Alert, Button, Group, List, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { t } from '../../i18n';
import { eventWords, groupChoices, leafStateNames, payloadText, stepWords, timerWords } from './simulator';
import type { SimulationControls } from './useSimulation';

/** Simulate mode (issue 27 §2): the real machine, driven by the user's choices, with its steps. */
export function SimulatePanel({ controls }: { controls: SimulationControls }) {
  const { simulation, take, back, restart } = controls;
  const clipboard = useClipboard();
  if (!simulation) return null;
  const { events, calls, timers } = groupChoices(simulation.choices());
  const status = simulation.snapshot.status;

  return (
    <Stack gap="sm" data-testid="simulate-panel">
      <Group align="end">
        <NativeSelect
          label={t('flows.sim.input')}
          value={String(simulation.inputIndex)}
          data={simulation.flow.inputs.map((input, index) => ({ value: String(index), label: input.name }))}
          onChange={(event) => restart(Number(event.currentTarget.value))}
        />
        <Button variant="default" onClick={back} disabled={simulation.steps.length === 0}>
          {t('flows.sim.back')}
        </Button>
        <Button variant="default" onClick={() => restart(simulation.inputIndex)}>
          {t('flows.sim.restart')}
        </Button>
      </Group>
      <Text fw={600} data-testid="simulated-state">
        {t('flows.currentState', { states: leafStateNames(simulation.activeStateIds()).join(', ') })}
      </Text>
      {simulation.failure !== null ? <Alert color="red">{t('flows.sim.failed', { message: simulation.failure })}</Alert> : null}
      {status === 'done' ? <Alert color="green">{t('flows.sim.finished')}</Alert> : null}

      <Title order={2} size="h5">
        {t('flows.sim.events')}
      </Title>
      {events.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('flows.sim.noEvents')}
        </Text>
      ) : (
        <Group gap="xs" data-testid="simulate-events">
          {events.map((choice) => (
            <Button key={JSON.stringify(choice.event)} size="xs" variant="light" onClick={() => take(choice.event)}>
              {eventWords(choice)}
            </Button>
          ))}
        </Group>
      )}

      {calls.length > 0 ? (
        <>
          <Title order={2} size="h5">
            {t('flows.sim.calls')}
          </Title>
          {calls.map(({ actorId, outcomes }) => (
            <Group key={actorId} gap="xs" data-testid={`call-${actorId}`}>
              <Text size="sm" fw={600}>
                {actorId}
              </Text>
              {outcomes.map((choice) => (
                <Button key={JSON.stringify(choice.event)} size="xs" variant="light" color={choice.kind === 'done' ? 'green' : 'red'} onClick={() => take(choice.event)}>
                  {`${t(choice.kind === 'done' ? 'flows.sim.done' : 'flows.sim.error')} ${payloadText(choice.event)}`}
                </Button>
              ))}
            </Group>
          ))}
        </>
      ) : null}

      {timers.length > 0 ? (
        <>
          <Title order={2} size="h5">
            {t('flows.sim.timers')}
          </Title>
          <Group gap="xs">
            {timers.map((choice) => (
              <Button key={choice.event.type} size="xs" variant="light" color="grape" onClick={() => take(choice.event)}>
                {t('flows.sim.fire', { timer: timerWords(choice) })}
              </Button>
            ))}
          </Group>
        </>
      ) : null}

      <Group justify="space-between">
        <Title order={2} size="h5">
          {t('flows.sim.log')}
        </Title>
        <Button size="xs" variant="default" onClick={() => clipboard.copy(simulation.asPathText())} disabled={simulation.steps.length === 0}>
          {clipboard.copied ? t('flows.sim.copied') : t('flows.sim.copy')}
        </Button>
      </Group>
      {simulation.steps.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('flows.sim.logEmpty')}
        </Text>
      ) : (
        <List type="ordered" size="sm" data-testid="simulate-log">
          {simulation.steps.map((step, index) => (
            <List.Item key={index}>{stepWords(step)}</List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
