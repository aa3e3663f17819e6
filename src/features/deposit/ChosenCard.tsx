import { Box } from '@mantine/core';
import type { CSSProperties } from 'react';

/** The look of a chosen payment method or channel card (issue 22 §4): a gold border, a tinted fill and a check mark. */
export function chosenCardStyle(chosen: boolean): CSSProperties {
  return chosen
    ? { position: 'relative', borderWidth: 2, borderColor: 'var(--mantine-color-gold-5)', background: 'rgba(255, 176, 27, 0.12)' }
    : { position: 'relative', borderWidth: 2, borderColor: 'transparent' };
}

/** The check mark in the corner of a chosen card; hidden from screen readers (the card says it is checked). */
export function ChosenMark({ chosen }: { chosen: boolean }) {
  if (!chosen) return null;
  return (
    <Box
      component="span"
      aria-hidden
      data-testid="chosen-mark"
      style={{
        position: 'absolute',
        top: -8,
        right: -8,
        width: 20,
        height: 20,
        borderRadius: '50%',
        background: 'var(--mantine-color-gold-5)',
        display: 'grid',
        placeItems: 'center',
      }}
    >
      <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
        <path d="M2 6.5 5 9l5-6" fill="none" stroke="#1a1b1e" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </Box>
  );
}
