// The member menu and the desktop account area (/account, spec 2 §2 Member menu).
export { AccountScreen } from './AccountScreen';
export { AccountSectionFrame } from './AccountSectionFrame';
