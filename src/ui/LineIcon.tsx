import type { ReactNode } from 'react';

/** The size of a small line icon (20 by default). */
export type IconProps = { size?: number };

/** A small line icon drawn here (no icon package is installed); decorative, so hidden from screen readers. */
export function LineIcon({ size = 20, children }: IconProps & { children: ReactNode }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}
