import { ComingSoonPage } from '../ComingSoonPage';

export default function AffiliateCodePage() {
  return <ComingSoonPage titleKey="page.affiliateCode" />;
}
