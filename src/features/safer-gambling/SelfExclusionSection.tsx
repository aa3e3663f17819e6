import { AccountBreakSection } from './AccountBreakSection';

/** /safer-gambling: Self-exclusion (issue 24 §4): 6 months, 1, 2 or 5 years, the statement of what follows, "I understand" and the password. */
export function SelfExclusionSection() {
  return <AccountBreakSection kind="self_exclusion" />;
}
