import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ExchangeSport } from '../../../machines/inplayList';
import { t } from '../../i18n';

/** A sport's group of events: Cricket, Soccer or Tennis. */
export function SportSection({ sport, children }: { sport: ExchangeSport; children: ReactNode }) {
  const headingId = `exchange-sport-${sport}`;
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder mb="sm" data-testid={`sport-${sport}`}>
      <Title id={headingId} order={2} size="h5" px="sm" py={6} bg="dark.6">
        {t(`exchangeLists.sport.${sport}`)}
      </Title>
      {children}
    </Paper>
  );
}
