import { t } from '../../i18n';
import { securityLevelOf } from '../../../machines/profile';
import { securityLevelText } from './securityLevel';

describe('security level (spec 2 §4)', () => {
  it.each([
    [false, false, 'Unverified'],
    [true, false, 'Normal'],
    [false, true, 'Normal'],
    [true, true, 'Safe'],
  ])('e-mail verified %s, phone verified %s: %s', (emailVerified, phoneVerified, text) => {
    expect(t(securityLevelText[securityLevelOf({ emailVerified, phoneVerified })])).toBe(text);
  });
});
