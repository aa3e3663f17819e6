// The deposit area's screens (issue 7). Placeholders until the deposit flow lands.
export { DepositDesktopPanel, DepositMobile } from './DepositScreens';
