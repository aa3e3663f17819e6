import { CodeCapture } from '../../../features/capture/CodeCapture';

/** /affiliate_code?affiliate_code=X (spec 1 §2.1). */
export default function AffiliateCodePage() {
  return <CodeCapture kind="affiliate_code" />;
}
