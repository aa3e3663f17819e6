import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Combobox.css';
import { Alert, Button, Checkbox, Group, PasswordInput, Radio, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import type { FormEvent, ReactNode } from 'react';
import {
  passwordProblemOf,
  periodsOf,
  plannedEndOf,
  stepOf,
  untilRangeOf,
  type AccountBreakContext,
  type AccountBreakEvent,
  type BreakKind,
  type BreakPeriod,
} from '../../../machines/accountBreak';
import { useAccountBreakMachine } from '../../edge/accountBreak';
import { t, type MessageKey } from '../../i18n';
import { breakDate, PERIOD_KEYS, problemText } from './breakFormat';
import { SaferSection } from './SaferSection';

const TEXTS = {
  time_out: { title: 'breaks.timeOut.title', intro: 'breaks.timeOut.intro', open: 'breaks.timeOut.open', review: 'breaks.review.timeOut', confirm: 'breaks.action.confirmTimeOut', testId: 'time-out-section' },
  self_exclusion: { title: 'breaks.exclusion.title', intro: 'breaks.exclusion.intro', open: 'breaks.exclusion.open', review: 'breaks.review.exclusion', confirm: 'breaks.action.confirmExclusion', testId: 'self-exclusion-section' },
} as const satisfies Record<BreakKind, Record<string, string>>;

type StepProps = { context: AccountBreakContext; send: (event: AccountBreakEvent) => void; busy?: boolean };

/** A step's way on: the plain buttons first, the one that goes forward (`forward`, gold) last; `children` for a form's own submit. */
type StepEvent = Extract<AccountBreakEvent, { type: 'accountBreak.backPressed' | 'accountBreak.cancelled' | 'accountBreak.continued' | 'accountBreak.retried' }>;
type StepAction = { label: MessageKey; event: StepEvent['type']; forward?: boolean };

function StepActions({ actions, send, busy = false, children }: { actions: StepAction[]; send: StepProps['send']; busy?: boolean; children?: ReactNode }) {
  return (
    <Group>
      {actions.map((action) => (
        <Button key={action.event} variant={action.forward ? 'filled' : 'default'} color={action.forward ? 'gold' : undefined} disabled={busy} onClick={() => send({ type: action.event })}>
          {t(action.label)}
        </Button>
      ))}
      {children}
    </Group>
  );
}

const BACK: StepAction = { label: 'breaks.action.back', event: 'accountBreak.backPressed' };
const CANCEL: StepAction = { label: 'breaks.action.cancel', event: 'accountBreak.cancelled' };
const CONTINUE: StepAction = { label: 'breaks.action.continue', event: 'accountBreak.continued', forward: true };

function ProblemAlert({ context }: { context: AccountBreakContext }) {
  const text = passwordProblemOf(context) ? null : problemText(context.problem);
  return text ? (
    <Alert color="red" variant="light" role="alert" data-testid="break-problem">
      {text}
    </Alert>
  ) : null;
}

function Choosing({ context, send }: StepProps) {
  const range = untilRangeOf(context);
  return (
    <Stack gap="sm">
      <Radio.Group label={t('breaks.period.label')} value={context.period ?? ''} onChange={(value) => send({ type: 'accountBreak.periodChosen', period: value as BreakPeriod })}>
        <Stack gap="xs" mt="xs">
          {periodsOf(context.kind).map((period) => (
            <Radio key={period} value={period} label={t(PERIOD_KEYS[period])} />
          ))}
        </Stack>
      </Radio.Group>
      {context.period === 'until' ? (
        <DatePickerInput
          label={t('breaks.until.label')}
          description={t('breaks.until.hint')}
          valueFormat="YYYY-MM-DD"
          minDate={range.first}
          maxDate={range.last}
          value={context.until === '' ? null : context.until}
          onChange={(value) => send({ type: 'accountBreak.untilChanged', value: value ?? '' })}
          data-testid="break-until"
        />
      ) : null}
      <ProblemAlert context={context} />
      <StepActions actions={[CANCEL, CONTINUE]} send={send} />
    </Stack>
  );
}

function Reviewing({ context, send }: StepProps) {
  const end = plannedEndOf(context);
  return (
    <Stack gap="sm">
      <Alert color="yellow" variant="light" data-testid="break-statement">
        {t(TEXTS[context.kind].review, { date: end ? breakDate(end) : '' })}
      </Alert>
      {context.kind === 'self_exclusion' ? (
        <Checkbox label={t('breaks.review.understood')} checked={context.understood} onChange={(event) => send({ type: 'accountBreak.understoodChanged', value: event.currentTarget.checked })} />
      ) : null}
      <ProblemAlert context={context} />
      <StepActions actions={[BACK, CANCEL, CONTINUE]} send={send} />
    </Stack>
  );
}

function Password({ context, send, busy = false }: StepProps) {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) send({ type: 'accountBreak.submitted' });
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-busy={busy}>
      <Stack gap="sm">
        <PasswordInput
          label={t('breaks.password.label')}
          description={t('breaks.password.hint')}
          autoComplete="current-password"
          readOnly={busy}
          value={context.password}
          error={problemText(passwordProblemOf(context))}
          onChange={(event) => send({ type: 'accountBreak.passwordChanged', value: event.currentTarget.value })}
        />
        <ProblemAlert context={context} />
        <StepActions actions={[BACK, CANCEL]} send={send} busy={busy}>
          <Button type="submit" color="red" loading={busy}>
            {t(TEXTS[context.kind].confirm)}
          </Button>
        </StepActions>
      </Stack>
    </form>
  );
}

function Failed({ send }: StepProps) {
  return (
    <Stack gap="sm">
      <Alert color="red" variant="light" role="alert" data-testid="break-failed">
        {t('breaks.problem.failed')}
      </Alert>
      <StepActions actions={[BACK, { label: 'breaks.action.retry', event: 'accountBreak.retried', forward: true }]} send={send} />
    </Stack>
  );
}

function Refused({ context, send }: StepProps) {
  return (
    <Stack gap="sm">
      <Alert color="red" variant="light" role="alert" data-testid="break-refused">
        {problemText(context.problem)}
      </Alert>
      <StepActions actions={[{ label: 'breaks.action.close', event: 'accountBreak.cancelled' }]} send={send} />
    </Stack>
  );
}

/** A time-out or self-exclusion section of /safer-gambling (issue 24 §3-4): the machine's steps, one at a time. */
export function AccountBreakSection({ kind }: { kind: BreakKind }) {
  const [snapshot, send] = useAccountBreakMachine(kind);
  const step = stepOf(snapshot);
  const context = snapshot.context;
  const texts = TEXTS[kind];
  return (
    <SaferSection title={t(texts.title)} testId={texts.testId} step={step}>
      <Text size="sm" c="gray.3">
        {t(texts.intro)}
      </Text>
      {step === 'closed' ? (
        <Group>
          <Button variant="outline" color="red" onClick={() => send({ type: 'accountBreak.opened' })}>
            {t(texts.open)}
          </Button>
        </Group>
      ) : null}
      {step === 'choosing' ? <Choosing context={context} send={send} /> : null}
      {step === 'reviewing' ? <Reviewing context={context} send={send} /> : null}
      {step === 'password' || step === 'submitting' || step === 'started' ? <Password context={context} send={send} busy={step !== 'password'} /> : null}
      {step === 'failed' ? <Failed context={context} send={send} /> : null}
      {step === 'refused' ? <Refused context={context} send={send} /> : null}
    </SaferSection>
  );
}
