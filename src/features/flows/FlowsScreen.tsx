import { useMemo, useState, useSyncExternalStore } from 'react';
import { Badge, Group, NativeSelect, Paper, SegmentedControl, Stack, Switch, Text, Title } from '@mantine/core';
import { useLocation, useSearch } from 'wouter';
import type { AnyFlow } from '../../../machines/lib/flow';
import { getLiveFlows, subscribeLiveFlows } from '../../edge/flowRecorder';
import { t } from '../../i18n';
import { coverageMarks, modelTransitions, transitionKeys, type MeasuredCoverage } from './coverageMarks';
import { FlowChart } from './FlowChart';
import { useOtherTabs } from './otherTabs';
import { PathPanel } from './PathPanel';
import { leafStateNames } from './simulator';
import { SimulatePanel } from './SimulatePanel';
import { usePathView } from './usePathView';
import { useSimulation } from './useSimulation';

type Mode = 'live' | 'simulate' | 'path';

export type FlowsScreenProps = {
  flows: readonly AnyFlow[];
  /** The chart of a flow (our own build output, `npm run flows`). */
  chartOf: (flow: string) => string | undefined;
  /** Per flow, the transitions model tests and the last browser runs took, as `npm run flows` measured them (absent: not written). */
  coverage?: Readonly<Record<string, MeasuredCoverage>>;
};

/**
 * /flows (issue 27 §2): one machine at a time, picked from a list (its name in the address,
 * `/flows?flow=deposit`), its chart to fit, zoom and pan, showing the machine live (this tab and the
 * site in other tabs), simulated, or along a generated path, with the tests' coverage on request.
 */
export function FlowsScreen({ flows, chartOf, coverage }: FlowsScreenProps) {
  const [, navigate] = useLocation();
  const asked = new URLSearchParams(useSearch()).get('flow');
  const flow = flows.find((candidate) => candidate.name === asked) ?? flows[0];
  const [mode, setMode] = useState<Mode>('live');
  const [showCoverage, setShowCoverage] = useState(false);
  const here = useSyncExternalStore(subscribeLiveFlows, getLiveFlows);
  const elsewhere = useOtherTabs();
  if (!flow) return null;
  return (
    <FlowView
      key={flow.name}
      flows={flows}
      flow={flow}
      svg={chartOf(flow.name)}
      onPick={(name) => navigate(`/flows?flow=${encodeURIComponent(name)}`)}
      mode={mode}
      setMode={setMode}
      showCoverage={showCoverage}
      setShowCoverage={setShowCoverage}
      liveStates={here.get(flow.name) ?? elsewhere.get(flow.name) ?? []}
      measured={coverage?.[flow.name]}
    />
  );
}

type FlowViewProps = {
  flows: readonly AnyFlow[];
  flow: AnyFlow;
  svg: string | undefined;
  onPick: (name: string) => void;
  mode: Mode;
  setMode: (mode: Mode) => void;
  showCoverage: boolean;
  setShowCoverage: (on: boolean) => void;
  liveStates: readonly string[];
  measured: MeasuredCoverage | undefined;
};

function FlowView({ flows, flow, svg, onPick, mode, setMode, showCoverage, setShowCoverage, liveStates, measured }: FlowViewProps) {
  const controls = useSimulation(flow, mode === 'simulate');
  const chooseMode = (next: Mode) => {
    setMode(next);
    if (next === 'simulate') controls.restart(0);
    else controls.stop();
  };
  const pathView = usePathView(flow, mode === 'path');
  const marks = useMemo(
    // Measured by `npm run flows`, or the model's replayed here (a few seconds for the largest machines).
    () => (showCoverage ? coverageMarks(transitionKeys(flow), measured ? new Set(measured.model) : modelTransitions(flow), new Set(measured?.browser ?? [])) : undefined),
    [flow, showCoverage, measured],
  );
  const frame = pathView.frames[pathView.step];
  const states = mode === 'simulate' ? (controls.simulation?.activeStateIds() ?? []) : mode === 'path' ? (frame?.states ?? []) : liveStates;
  const transitions = mode === 'simulate' ? (controls.simulation?.taken.at(-1) ?? []) : mode === 'path' ? (frame?.transitions ?? []) : [];
  const live = leafStateNames(liveStates);

  return (
    <Stack gap="md">
      <Group align="end" wrap="wrap">
        <NativeSelect label={t('flows.pick')} value={flow.name} data={flows.map((candidate) => candidate.name)} onChange={(event) => onPick(event.currentTarget.value)} />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('flows.mode')}
          </Text>
          <SegmentedControl
            value={mode}
            onChange={(value) => chooseMode(value as Mode)}
            data={[
              { value: 'live', label: t('flows.mode.live') },
              { value: 'simulate', label: t('flows.mode.simulate') },
              { value: 'path', label: t('flows.mode.path') },
            ]}
          />
        </Stack>
        <Switch label={t('flows.coverage')} checked={showCoverage} onChange={(event) => setShowCoverage(event.currentTarget.checked)} />
      </Group>
      <Paper p="md" withBorder data-flow={flow.name}>
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={2} size="h3">
              {flow.name}
            </Title>
            {live.length ? (
              <Badge size="lg" variant="light" data-testid={`live-state-${flow.name}`}>
                {t('flows.currentState', { states: live.join(', ') })}
              </Badge>
            ) : (
              <Text size="sm" c="dimmed">
                {t('flows.notRunning')}
              </Text>
            )}
          </Group>
          <Text size="sm">{flow.summary}</Text>
          {showCoverage ? (
            <Text size="sm" c="dimmed">
              {measured?.browser ? t('flows.coverage.legend') : `${t('flows.coverage.legend')} ${t('flows.coverage.none')}`}
            </Text>
          ) : null}
          {mode === 'simulate' ? <SimulatePanel controls={controls} /> : null}
          {mode === 'path' ? <PathPanel view={pathView} /> : null}
          {svg ? <FlowChart flow={flow.name} svg={svg} activeStates={states} activeTransitions={transitions} marks={marks} /> : <Text>{t('flows.noCharts')}</Text>}
        </Stack>
      </Paper>
    </Stack>
  );
}
