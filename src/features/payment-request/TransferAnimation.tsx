import '@mantine/core/styles/Image.css';
import { Box, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useState } from 'react';
import type { PaymentRequestDetails } from '../../../machines/paymentRequest';
import { useSiteLogo } from '../../edge/homeContent';
import { formatTaka } from '../../format/money';
import { t } from '../../i18n';
import classes from './paymentRequest.module.css';

/**
 * The animation of spec 1 §2.14: the amount travels from the platform to the player's payment
 * method. The card pops in (CSS keyframes), then the coin moves; with reduced motion everything simply stands still.
 */
export function TransferAnimation({ request }: { request: PaymentRequestDetails }) {
  const reduceMotion = useReducedMotion();
  const logo = useSiteLogo();
  const [logoBroken, setLogoBroken] = useState(false);
  const amount = formatTaka(request.amount);
  const logoSource = logo?.logo || logo?.mobileLogo || '';
  return (
    <Paper
      className={classes.card}
      data-reduced-motion={reduceMotion ? 'true' : undefined}
      withBorder
      radius="md"
      p="md"
      role="img"
      aria-label={t('paymentRequest.transferLabel', { amount, site: t('site.name'), player: request.username, method: request.methodName })}
      data-testid="payment-request-animation"
    >
      <Group justify="space-between" wrap="nowrap" gap="xs" aria-hidden="true">
        <Stack gap={4} align="center" w={96}>
          {logoSource && !logoBroken ? (
            <Image src={logoSource} alt="" h={32} w="auto" fit="contain" onError={() => setLogoBroken(true)} />
          ) : (
            <Text fw={800} c="taka.4">
              {t('site.name')}
            </Text>
          )}
        </Stack>
        <Box className={classes.track} data-reduced-motion={reduceMotion ? 'true' : undefined}>
          <Text className={classes.coin} fw={800} c="gold.3" size="lg">
            {amount}
          </Text>
        </Box>
        <Stack gap={4} align="center" w={96}>
          {request.methodIcon ? <Image src={request.methodIcon} alt="" w={32} h={32} fit="contain" /> : null}
          <Text size="xs" c="gray.3">
            {request.methodName}
          </Text>
          {/* Spec 1 §2.14: the player's username is part of the animation, on the receiving side. */}
          <Text size="xs" fw={700} truncate maw={96} data-testid="payment-request-animation-player">
            {request.username}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
