import { CodeCapture } from '../../../features/capture/CodeCapture';

/** /referral_code?referral_code=X (spec 1 §2.1). */
export default function ReferralCodePage() {
  return <CodeCapture kind="referral_code" />;
}
