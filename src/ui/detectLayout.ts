export type LayoutKind = 'mobile' | 'desktop';

/** Spec 1 §2.1: a window 768 px wide or less is treated as mobile. */
export const MOBILE_MAX_WIDTH = 768;

const mobileUserAgent = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile/i;

export function isMobileUserAgent(userAgent: string): boolean {
  return mobileUserAgent.test(userAgent);
}

/** The layout is chosen by user agent; a narrow window gets the mobile layout as well. */
export function detectLayout(userAgent: string, windowWidth: number): LayoutKind {
  return isMobileUserAgent(userAgent) || windowWidth <= MOBILE_MAX_WIDTH ? 'mobile' : 'desktop';
}
