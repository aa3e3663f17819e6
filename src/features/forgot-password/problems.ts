import type { ForgotPasswordProblem } from '../../../machines/forgotPassword';
import { t, type MessageKey } from '../../i18n';

/** The fields a problem is shown under; anything else is shown above the button. */
export type ForgotPasswordField = 'email' | 'phone' | 'username' | 'otp' | 'newPassword' | 'passwordConfirmation';

type CodedProblem = Exclude<ForgotPasswordProblem, { code: 'server' }>['code'];

const problems: Record<CodedProblem, { key: MessageKey; field: ForgotPasswordField | null }> = {
  emailMissing: { key: 'forgotPassword.error.emailMissing', field: 'email' },
  phoneMissing: { key: 'forgotPassword.error.phoneMissing', field: 'phone' },
  usernameMissing: { key: 'forgotPassword.error.usernameMissing', field: 'username' },
  otpMissing: { key: 'forgotPassword.error.otpMissing', field: 'otp' },
  otpNotSixDigits: { key: 'forgotPassword.error.otpNotSixDigits', field: 'otp' },
  passwordTooWeak: { key: 'forgotPassword.error.passwordTooWeak', field: 'newPassword' },
  confirmationMissing: { key: 'forgotPassword.error.confirmationMissing', field: 'passwordConfirmation' },
  passwordsDiffer: { key: 'forgotPassword.error.passwordsDiffer', field: 'passwordConfirmation' },
  sendFailed: { key: 'forgotPassword.error.sendFailed', field: null },
  sendError: { key: 'forgotPassword.error.sendError', field: null },
  resetFailed: { key: 'forgotPassword.error.resetFailed', field: null },
  resetError: { key: 'forgotPassword.error.resetError', field: null },
};

/** The text of a problem (the server's own words for a server refusal) and where it belongs. */
export function describeProblem(problem: ForgotPasswordProblem): { text: string; field: ForgotPasswordField | null } {
  if (problem.code === 'server') return { text: problem.message, field: null };
  const { key, field } = problems[problem.code];
  return { text: t(key), field };
}

/** The problem's text when it belongs under `field`, for an input's `error`. */
export function fieldError(problem: ForgotPasswordProblem | null, field: ForgotPasswordField): string | undefined {
  if (!problem) return undefined;
  const described = describeProblem(problem);
  return described.field === field ? described.text : undefined;
}

/** The problem's text when it belongs to no field (server and network trouble). */
export function formError(problem: ForgotPasswordProblem | null): string | null {
  if (!problem) return null;
  const described = describeProblem(problem);
  return described.field === null ? described.text : null;
}
