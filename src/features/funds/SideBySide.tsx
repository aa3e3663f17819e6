import '@mantine/core/styles/Grid.css';
import { Grid } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * Issue 22: a funds page's form and its help (or details) side by side from the `md` width
 * (992 px) up, one above the other on phones.
 */
export function SideBySide({ main, side }: { main: ReactNode; side: ReactNode }) {
  return (
    <Grid gap="md" align="flex-start" data-testid="funds-columns">
      <Grid.Col span={{ base: 12, md: 7 }}>{main}</Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>{side}</Grid.Col>
    </Grid>
  );
}

/** The width a funds page may take: a phone column, or the desktop's content width. */
export const FUNDS_PAGE_WIDTH = { base: 560, md: 1100 } as const;
