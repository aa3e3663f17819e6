import type { MessageKey } from '../../i18n';

export type SecurityLevel = 'unverified' | 'normal' | 'safe';

/** Spec 2 §4: Unverified, Normal when one of e-mail or phone is verified, Safe when both. */
export function securityLevelOf(user: { emailVerified: boolean; phoneVerified: boolean }): SecurityLevel {
  if (user.emailVerified && user.phoneVerified) return 'safe';
  return user.emailVerified || user.phoneVerified ? 'normal' : 'unverified';
}

export const securityLevelText: Record<SecurityLevel, MessageKey> = {
  unverified: 'profile.security.unverified',
  normal: 'profile.security.normal',
  safe: 'profile.security.safe',
};
