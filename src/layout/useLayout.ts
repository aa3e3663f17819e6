import { useMediaQuery } from '@mantine/hooks';
import { detectLayout, MOBILE_MAX_WIDTH, type LayoutKind } from './detectLayout';

/** The current layout, following window resizes across the 768 px line. */
export function useLayout(): LayoutKind {
  const narrow = useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH}px)`, window.innerWidth <= MOBILE_MAX_WIDTH, {
    getInitialValueInEffect: false,
  });
  return detectLayout(navigator.userAgent, narrow ? 0 : MOBILE_MAX_WIDTH + 1);
}
