// The withdrawal area's screens (issue 7). Placeholders until the withdrawal flow lands.
export { WithdrawalDesktopPanel, WithdrawalMobile } from './WithdrawalScreens';
