import type { SignupLoginProblem, SignupProblem } from '../../../machines/signup';
import type { StepsProblem } from '../../../machines/signupSteps';
import { t } from '../../i18n';

/** The words for a problem of the sign-up machine: the catalogue's, or the server's own. */
export function signupProblemText(problem: SignupProblem | null): string | null {
  if (problem === null) return null;
  return problem.code === 'server' ? problem.message : t(`signup.error.${problem.code}`);
}

/** What a failed automatic login says: the server's message, the network error, or a plain fallback. */
export function loginProblemText(problem: SignupLoginProblem): string {
  if (problem.network) return t('signup.error.networkError');
  return problem.message ?? t('signup.loginFailed.fallback');
}

export function stepsProblemText(problem: StepsProblem | null | undefined): string | null {
  if (!problem) return null;
  return problem.code === 'server' ? problem.message : t(`signup.steps.error.${problem.code}`);
}

/** Mantine's default error red is too dark on the dark theme (axe colour contrast): a lighter red. */
export const readableErrorProps = { c: 'red.4' } as const;
