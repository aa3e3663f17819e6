// The referral program of the account area (spec 2 §2 Referral, §8, §9).
export { ReferralScreen } from './ReferralScreen';
