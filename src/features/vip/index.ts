// The VIP page of the account area (spec 2 §2 VIP, §5, §8, §9).
export { VipScreen } from './VipScreen';
