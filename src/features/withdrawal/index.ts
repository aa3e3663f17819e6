// The withdrawal area's screens (issue 7): the mobile page and the desktop funds screen's tab.
export { WithdrawalDesktopPanel, WithdrawalMobile } from './WithdrawalScreens';
