import type { VerificationChannel, VerificationProblem } from '../../../machines/verification';
import { t } from '../../i18n';

/**
 * Spec 2 §8: an e-mail problem shows the server's words or "Failed to send code"; phone failures
 * are only logged (by the edge), so nothing is shown for them.
 */
export function verificationProblemText(channel: VerificationChannel, problem: VerificationProblem | null): string | null {
  if (!problem || channel !== 'email' || problem.code === 'codeWrong') return null;
  if (problem.code === 'server') return problem.message;
  return problem.code === 'sendFailed' ? t('verification.error.sendFailed') : null;
}

/** Issue 22: a wrong code is said under the code field, on every channel (a silent Confirm looks broken). */
export function codeFieldError(problem: VerificationProblem | null): string | null {
  return problem?.code === 'codeWrong' ? t('verification.error.codeWrong', { count: problem.triesLeft }) : null;
}
