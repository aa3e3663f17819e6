import type { PasswordChangeProblem, PasswordField } from '../../../machines/passwordChange';
import { t, type MessageKey } from '../../i18n';

type CodedProblem = Exclude<PasswordChangeProblem, { code: 'server' }>['code'];

/** Spec 2 §5, §8: each code's text, and the field it is shown under (null: above Confirm). */
const problems: Record<CodedProblem, { key: MessageKey; field: PasswordField | null }> = {
  newPasswordTooWeak: { key: 'resetPassword.error.newPasswordTooWeak', field: 'new' },
  currentPasswordMissing: { key: 'resetPassword.error.currentPasswordMissing', field: 'current' },
  confirmationMissing: { key: 'resetPassword.error.confirmationMissing', field: 'confirmation' },
  passwordsDiffer: { key: 'resetPassword.error.passwordsDiffer', field: 'confirmation' },
  changeFailed: { key: 'resetPassword.error.changeFailed', field: null },
  changeError: { key: 'resetPassword.error.changeError', field: null },
};

/** The text of a problem (the server's own words for a server refusal) and where it belongs. */
export function describeProblem(problem: PasswordChangeProblem): { text: string; field: PasswordField | null } {
  if (problem.code === 'server') return { text: problem.message, field: null };
  const { key, field } = problems[problem.code];
  return { text: t(key), field };
}

/** The problem's text when it belongs under `field`, for an input's `error`. */
export function fieldError(problem: PasswordChangeProblem | null, field: PasswordField): string | undefined {
  if (!problem) return undefined;
  const described = describeProblem(problem);
  return described.field === field ? described.text : undefined;
}

/** The problem's text when it belongs to no field (the server's answer, server or network trouble). */
export function formError(problem: PasswordChangeProblem | null): string | null {
  if (!problem) return null;
  const described = describeProblem(problem);
  return described.field === null ? described.text : null;
}
