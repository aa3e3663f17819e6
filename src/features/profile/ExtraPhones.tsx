import { useCallback } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { ExtraPhone } from '../../../machines/extraPhones';
import { verificationOf } from '../../../machines/profile';
import type { VerificationInput } from '../../../machines/verification';
import { useExtraPhonesMachine } from '../../edge/extraPhones';
import { useOnExtraPhoneVerified, type ProfileActor } from '../../edge/profile';
import { t } from '../../i18n';
import { LoadFailureAlert } from '../../ui/LoadFailureAlert';
import { ContactRow } from './ContactRow';
import { VerificationPopup } from './VerificationPopup';

const newPhone: VerificationInput = { target: 'newExtraPhone', contact: '' };

/** One extra phone: Verified, Verify, or the countdown of the code sent to it (spec 2 §4). */
function ExtraPhoneRow({ phone, profile, onVerify }: { phone: ExtraPhone; profile: ProfileActor; onVerify: () => void }) {
  const verification = useSelector(profile, (snapshot) => verificationOf(snapshot.context, { target: 'extraPhone', contact: phone.number }));
  return (
    <ContactRow testId="extra-phone" label="profile.phone" value={phone.number} verified={phone.verified} verification={verification} onVerify={onVerify} />
  );
}

/** The list could not be loaded: said in its place, with Try again (issue 8: a clear error, not a blank). */
/** Spec 2 §2: up to 2 extra phones, each verified or with Verify; Add shows while there are fewer than 2. */
export function ExtraPhones({ profile }: { profile: ProfileActor }) {
  const [snapshot, send] = useExtraPhonesMachine();
  const { phones, popup } = snapshot.context;
  const closed = useCallback(() => send({ type: 'extraPhones.popupClosed' }), [send]);
  // The profile keeps one verification machine per phone for the whole visit; the Add pop-up's, once its number is on the account, is that number's.
  useOnExtraPhoneVerified(profile, closed);
  const close = () => {
    profile.send({ type: 'profile.popupClosed' });
    closed();
  };
  const popupActor = useSelector(profile, (profileSnapshot) => (popup ? verificationOf(profileSnapshot.context, popup) : null));
  return (
    <Stack gap="xs" data-testid="extra-phones">
      <Group justify="space-between">
        <Text size="sm" fw={600}>
          {t('profile.extraPhones')}
        </Text>
        {snapshot.can({ type: 'extraPhones.addRequested' }) ? (
          <Button
            size="xs"
            variant="light"
            aria-label={t('profile.addPhoneLabel')}
            onClick={() => {
              profile.send({ type: 'profile.verifyRequested', input: newPhone });
              send({ type: 'extraPhones.addRequested' });
            }}
          >
            {t('profile.addPhone')}
          </Button>
        ) : null}
      </Group>
      {snapshot.matches('loadFailed') ? (
        <LoadFailureAlert
          title={t('profile.extraPhones.loadFailed')}
          hint={t('profile.extraPhones.loadFailedHint')}
          retryLabel={t('profile.extraPhones.retry')}
          testId="extra-phones-load-failed"
          onRetry={() => send({ type: 'extraPhones.reloadRequested' })}
        />
      ) : null}
      {snapshot.matches('showingPhones') && phones.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('profile.noExtraPhones')}
        </Text>
      ) : null}
      {phones.map((phone) => (
        <ExtraPhoneRow
          key={phone.number}
          phone={phone}
          profile={profile}
          onVerify={() => {
            profile.send({ type: 'profile.verifyRequested', input: { target: 'extraPhone', contact: phone.number } });
            send({ type: 'extraPhones.verifyRequested', phone: phone.number });
          }}
        />
      ))}
      {popup && popupActor ? <VerificationPopup key={popup.target} target={popup.target} actor={popupActor} onClose={close} /> : null}
    </Stack>
  );
}
