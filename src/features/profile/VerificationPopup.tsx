import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import type { FormEvent } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { formatCountdown, type VerificationEvent, type VerificationTarget } from '../../../machines/verification';
import { useVerificationSnapshot, type VerificationActor } from '../../edge/verification';
import { t } from '../../i18n';
import { codeFieldError, verificationProblemText } from './verificationProblem';

export type VerificationPopupProps = {
  /** What the pop-up was opened for (its title). */
  target: VerificationTarget;
  /**
   * The pop-up's machine, kept by the page while the pop-up is closed: reopened within 300 s, it
   * shows the code field and what is left of the countdown. After a verification the page reloads
   * what shows the mark and closes the pop-up.
   */
  actor: VerificationActor;
  onClose: () => void;
};

/**
 * The verification pop-up (spec 2 §2, §4): Send code, then a 300 s m:ss countdown in place of the
 * send button, the code field and Confirm. The Add phone pop-up asks for the number first.
 */
export function VerificationPopup({ target, actor, onClose }: VerificationPopupProps) {
  const snapshot = useVerificationSnapshot(actor);
  const send = (event: VerificationEvent) => actor.send(event);
  const { context } = snapshot;
  const askingNumber = snapshot.matches('enteringNumber') || snapshot.matches('addingNumber');
  const codeSent = snapshot.matches('codeSent');
  const counting = snapshot.matches({ codeSent: { resend: 'countingDown' } });
  const sending = snapshot.matches('addingNumber') || snapshot.matches('sendingCode') || snapshot.matches({ codeSent: { resend: 'resendingCode' } });
  const verifying = snapshot.matches({ codeSent: { code: 'verifyingCode' } });
  const problem = verificationProblemText(context.channel, context.problem);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: 'verification.codeSubmitted' });
  };

  return (
    <Modal opened onClose={onClose} title={t(`verification.title.${target}`)} centered closeButtonProps={{ 'aria-label': t('verification.close') }}>
      <form onSubmit={onSubmit} noValidate data-testid="verification-popup" aria-busy={sending || verifying}>
        <Stack gap="sm">
          {askingNumber ? (
            <TextInput
              label={t('verification.newPhone')}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              value={context.contact}
              readOnly={snapshot.matches('addingNumber')}
              onChange={(event) => send({ type: 'verification.contactChanged', value: event.currentTarget.value })}
            />
          ) : (
            <Text size="sm">{t('verification.sentTo', { contact: context.contact })}</Text>
          )}
          <Group justify="flex-end" mih={36}>
            {counting ? (
              <Text fw={600} role="timer" aria-label={`${t('verification.countdown')} ${formatCountdown(context.secondsLeft)}`} data-testid="verification-countdown">
                {formatCountdown(context.secondsLeft)}
              </Text>
            ) : (
              <Button
                variant="light"
                loading={sending}
                disabled={!snapshot.can({ type: 'verification.codeRequested' })}
                onClick={() => send({ type: 'verification.codeRequested' })}
              >
                {t('verification.sendCode')}
              </Button>
            )}
          </Group>
          {codeSent ? (
            <TextInput
              label={t('verification.code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              value={context.code}
              readOnly={verifying}
              error={codeFieldError(context.problem)}
              onChange={(event) => send({ type: 'verification.codeChanged', value: event.currentTarget.value })}
            />
          ) : null}
          {problem ? (
            <Alert color="red" variant="light" role="alert" data-testid="verification-error">
              {problem}
            </Alert>
          ) : null}
          {codeSent ? (
            <Button type="submit" color="gold" fullWidth loading={verifying} disabled={!verifying && !snapshot.can({ type: 'verification.codeSubmitted' })}>
              {t('verification.confirm')}
            </Button>
          ) : null}
        </Stack>
      </form>
    </Modal>
  );
}
