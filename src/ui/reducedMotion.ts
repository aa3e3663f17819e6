import { useReducedMotion } from '@mantine/hooks';

/**
 * Whether the device asks for reduced motion (`prefers-reduced-motion: reduce`), read on the first
 * render, so that what moves never starts and then stops.
 */
export function usePrefersReducedMotion(): boolean {
  return useReducedMotion(undefined, { getInitialValueInEffect: false });
}
