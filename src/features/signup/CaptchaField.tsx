import type { ChangeEvent } from 'react';
import { ActionIcon, Group, Image, Loader, TextInput } from '@mantine/core';
import type { Captcha } from '../../../machines/signup';
import { t } from '../../i18n';
import { readableErrorProps } from './problemText';

type CaptchaFieldProps = {
  value: string;
  image: Captcha | null;
  loading: boolean;
  locked: boolean;
  error: string | null;
  onChange: (value: string) => void;
  onRefresh: () => void;
};

/** The captcha of both sign-up forms: the 4-digit field, its picture and a button for a new one. */
export function CaptchaField({ value, image, loading, locked, error, onChange, onRefresh }: CaptchaFieldProps) {
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <TextInput
        label={t('signup.steps.captcha')}
        description={t('signup.steps.captchaHint')}
        name="captcha"
        inputMode="numeric"
        autoComplete="off"
        maxLength={4}
        required
        readOnly={locked}
        style={{ flex: 1 }}
        value={value}
        errorProps={readableErrorProps}
        error={error}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.currentTarget.value)}
      />
      {loading || !image ? (
        <Group w={120} h={36} justify="center" aria-live="polite">
          {loading && <Loader size="sm" role="status" aria-label={t('signup.steps.captchaLoading')} />}
        </Group>
      ) : (
        <Image src={image.image} alt={t('signup.steps.captchaImage')} w={120} h={36} fit="contain" radius="sm" bg="gray.0" data-testid="captcha-image" />
      )}
      <ActionIcon variant="light" color="gold" size={36} aria-label={t('signup.steps.captchaRefresh')} disabled={loading || locked} onClick={onRefresh}>
        ↻
      </ActionIcon>
    </Group>
  );
}
