// The promotions page (spec 2 §2 Promotions, §9).
export { PromotionsScreen } from './PromotionsScreen';
