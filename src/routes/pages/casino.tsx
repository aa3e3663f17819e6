import { ComingSoonPage } from '../ComingSoonPage';

export default function CasinoPage() {
  return <ComingSoonPage titleKey="page.casino" />;
}
