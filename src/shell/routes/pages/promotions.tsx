import '../../../i18n/texts/promotions';
import { PromotionsScreen } from '../../../features/promotions';

/** /promotions (spec 2 §2 Promotions): login only on a phone, open on desktop (spec 1 §2.1, in the route table). */
export default function PromotionsPage() {
  return <PromotionsScreen />;
}
