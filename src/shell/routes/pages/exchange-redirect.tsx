import '../../../i18n/texts/exchangeAccount';
import { Anchor, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { exchangeRedirectTarget } from '../../../edge/exchangeRedirect';
import { useExchangeToken } from '../../../edge/session';
import { siteConfig } from '../../../config';
import { t } from '../../../i18n';

/** /exchange-redirect (spec 1 §2.10): off to the exchange site with the stored exchange token, whose address is not shown. */
export default function ExchangeRedirectPage() {
  const [, navigate] = useLocation();
  const exchangeToken = useExchangeToken();
  // Decided once, when the page opens: the redirect is not redone if the session changes meanwhile.
  const [target] = useState(() => exchangeRedirectTarget(exchangeToken, siteConfig.exchangeSiteUrl));
  useEffect(() => {
    if (target.kind === 'external') window.location.replace(target.url);
    else if (target.kind === 'internal') navigate(target.path, { replace: true });
  }, [target, navigate]);
  return (
    <Paper p="xl" withBorder maw={560} mx="auto" mt="xl" data-testid="exchange-redirect">
      <Stack align="center" gap="md" ta="center">
        <Title order={1} size="h3">
          {t('exchangeRedirect.title')}
        </Title>
        {target.kind === 'noToken' ? (
          <>
            <Text>{t('exchangeRedirect.noToken')}</Text>
            <Anchor component={Link} href="/login">
              {t('exchangeRedirect.login')}
            </Anchor>
          </>
        ) : (
          <Center>
            <Stack align="center" gap="xs">
              <Loader role="status" aria-label={t('exchangeRedirect.redirecting')} />
              <Text>{t('exchangeRedirect.redirecting')}</Text>
            </Stack>
          </Center>
        )}
      </Stack>
    </Paper>
  );
}
