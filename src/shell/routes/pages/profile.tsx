import '../../../i18n/texts/profile';
import { ProfileScreen } from '../../../features/profile';

/** /profile (spec 2 §2 Profile): details, verification pop-ups, extra phones, birthday and security level. */
export default function ProfilePage() {
  return <ProfileScreen />;
}
