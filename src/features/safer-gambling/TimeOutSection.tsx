import { AccountBreakSection } from './AccountBreakSection';

/** /safer-gambling: Take a time-out (issue 24 §3): 24 hours, 7 days, 30 days or an end date up to 6 weeks, with the password. */
export function TimeOutSection() {
  return <AccountBreakSection kind="time_out" />;
}
