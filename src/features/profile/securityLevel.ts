import type { SecurityLevel } from '../../../machines/profile';
import type { MessageKey } from '../../i18n';

/** The words of each security level (spec 2 §4); the level itself is `securityLevelOf` beside the profile machine. */
export const securityLevelText: Record<SecurityLevel, MessageKey> = {
  unverified: 'profile.security.unverified',
  normal: 'profile.security.normal',
  safe: 'profile.security.safe',
};
