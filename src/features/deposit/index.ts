// The deposit area's screens (issue 7): the deposit form (mobile page and desktop funds tab) and /make-payment.
export { DepositDesktopPanel, DepositMobile } from './DepositScreens';
