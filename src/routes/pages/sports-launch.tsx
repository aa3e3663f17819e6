import { ComingSoonPage } from '../ComingSoonPage';

export default function SportsLaunchPage() {
  return <ComingSoonPage titleKey="page.sportsLaunch" />;
}
