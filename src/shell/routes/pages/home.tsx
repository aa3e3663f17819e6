import { HomeDesktop } from '../../../features/home/HomeDesktop';
import { HomeMobile } from '../../../features/home/HomeMobile';
import { useLayout } from '../../../ui/useLayout';

/** The home page (spec 1 §2.4): the mobile and desktop layouts differ. */
export default function HomePage() {
  return useLayout() === 'mobile' ? <HomeMobile /> : <HomeDesktop />;
}
