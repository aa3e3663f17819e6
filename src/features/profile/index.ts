// The profile page of the account area (spec 2 §2 Profile, §4 Verification, Birthday, Security level).
export { ProfileScreen } from './ProfileScreen';
