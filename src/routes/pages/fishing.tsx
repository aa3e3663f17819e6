import { ComingSoonPage } from '../ComingSoonPage';

export default function FishingPage() {
  return <ComingSoonPage titleKey="page.fishing" />;
}
