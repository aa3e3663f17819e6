import { AccountScreen } from '../../../features/account/AccountScreen';

/** /account (spec 2 §2 Member menu): the member menu on a phone, the account area with its tabs on a desktop. */
export default function AccountPage() {
  return <AccountScreen />;
}
