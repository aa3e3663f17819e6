import type { ReactNode } from 'react';
import { ActionIcon, Group, Image, Loader, TextInput, type TextInputProps } from '@mantine/core';
import type { Captcha } from '../../../machines/lib/captcha';
import { t } from '../../i18n';

type CaptchaFieldProps = {
  /** The digits typed. */
  value: string;
  /** The image shown (GET captcha), or none yet. */
  image: Captcha | null;
  loading: boolean;
  /** While the form is being sent: nothing can be typed or refreshed. */
  locked: boolean;
  error: ReactNode;
  errorProps?: TextInputProps['errorProps'];
  onChange: (value: string) => void;
  onRefresh: () => void;
};

/** The captcha of the server (GET captcha): 4 digits typed from a picture, with a button for a new picture. Sign-up and log-in. */
export function CaptchaField({ value, image, loading, locked, error, errorProps, onChange, onRefresh }: CaptchaFieldProps) {
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <TextInput
        label={t('captcha.label')}
        description={t('captcha.hint')}
        name="captcha"
        inputMode="numeric"
        autoComplete="off"
        maxLength={4}
        required
        readOnly={locked}
        style={{ flex: 1 }}
        value={value}
        errorProps={errorProps}
        error={error}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      {loading || !image ? (
        <Group w={120} h={36} justify="center" aria-live="polite">
          {loading && <Loader size="sm" role="status" aria-label={t('captcha.loading')} />}
        </Group>
      ) : (
        <Image src={image.image} alt={t('captcha.image')} w={120} h={36} fit="contain" radius="sm" bg="gray.0" data-testid="captcha-image" />
      )}
      <ActionIcon variant="light" color="gold" size={36} aria-label={t('captcha.refresh')} disabled={loading || locked} onClick={onRefresh}>
        ↻
      </ActionIcon>
    </Group>
  );
}
