import { ComingSoonPage } from '../ComingSoonPage';

export default function PromotionsPage() {
  return <ComingSoonPage titleKey="page.promotions" />;
}
